// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { waitlistFields, waitlistMessages } from "~/content/waitlist";
import { WaitlistForm } from "./waitlist-form";

function setup(respond: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(respond);
  vi.stubGlobal("fetch", fetchMock);
  const user = userEvent.setup();
  render(
    <>
      <WaitlistForm />
      <Toaster />
    </>,
  );
  return { user, fetchMock };
}

const field = (name: keyof typeof waitlistFields) =>
  screen.getByLabelText(waitlistFields[name].label);
const submitButton = () => screen.getByRole("button", { name: /submit/i });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("firstName"), "Ada");
  await user.type(field("lastName"), "Lovelace");
  await user.type(field("email"), "ada@analytical.example");
  await user.type(field("company"), "Analytical Engines");
  await user.type(field("jobTitle"), "Head of Compliance");
  await user.click(screen.getByRole("checkbox", { name: "Trust" }));
}

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
    expect(await screen.findByText(waitlistMessages.unprintable)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  }, 10_000);
});
