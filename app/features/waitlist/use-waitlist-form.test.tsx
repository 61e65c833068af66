// @vitest-environment happy-dom
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { waitlistMessages } from "~/content/waitlist";
import {
  field,
  fillValid,
  messageOf,
  setup,
  submitButton,
} from "../../../tests/support/waitlist-form-kit";

const sentId = (fetchMock: ReturnType<typeof setup>["fetchMock"], call: number) =>
  (JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as { submissionId: string })
    .submissionId;

describe("useWaitlistForm submission id", () => {
  it("resends the same id after a failure, and starts a new one after a success", async () => {
    let online = false;
    const { user, fetchMock } = setup(() =>
      online
        ? Promise.resolve(new Response(null, { status: 201 }))
        : Promise.reject(new TypeError("Failed to fetch")),
    );
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    online = true;
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((field("firstName") as HTMLInputElement).value).toBe(""));
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));

    expect(sentId(fetchMock, 0)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sentId(fetchMock, 1)).toBe(sentId(fetchMock, 0));
    expect(sentId(fetchMock, 2)).not.toBe(sentId(fetchMock, 0));
  }, 20_000);

  it("refuses control characters with the same message the receiver gives", async () => {
    const { user, fetchMock } = setup(() => Promise.resolve(new Response(null, { status: 201 })));
    await fillValid(user);
    await user.click(field("company"));
    await user.paste("\u001b[2J");
    await user.click(submitButton());
    await waitFor(() => expect(messageOf(field("company"))).toBe(waitlistMessages.unprintable));
    expect(fetchMock).not.toHaveBeenCalled();
  }, 10_000);
});
