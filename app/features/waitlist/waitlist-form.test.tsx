// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  waitlistConfirmation,
  waitlistFields,
  waitlistForm,
  waitlistMessages,
  waitlistToasts,
} from "~/content/waitlist";
import { WAITLIST_PATH } from "~/lib/config";
import {
  field,
  fillValid,
  messageOf,
  setup,
  submitButton,
  toastWith,
  topicsGroup,
} from "../../../tests/support/waitlist-form-kit";

/** The error summary, once a failed submit has ended and moved focus to it. */
async function focusedSummary() {
  const summary = await screen.findByRole("group", { name: waitlistForm.errorSummary.heading });
  await waitFor(() => expect(document.activeElement).toBe(summary));
  return summary;
}

describe("WaitlistForm", () => {
  it("shows every field's message on submit and focuses a summary that links to each field", async () => {
    const { user, fetchMock } = setup(() => Promise.resolve(new Response(null, { status: 201 })));
    await user.click(submitButton());
    await waitFor(() => expect(messageOf(topicsGroup())).toBe(waitlistMessages.topics));
    for (const name of ["firstName", "lastName", "email", "company", "jobTitle"] as const) {
      expect(messageOf(field(name)), name).toBe(waitlistMessages[name]);
      expect(field(name).getAttribute("aria-invalid"), name).toBe("true");
    }
    const summary = await focusedSummary();
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      ...Object.values(waitlistFields).map((copy) => copy.label),
      waitlistForm.legend,
    ]);
    await user.click(within(summary).getByRole("link", { name: waitlistFields.email.label }));
    expect(document.activeElement).toBe(field("email"));
    await user.click(within(summary).getByRole("link", { name: waitlistForm.legend }));
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Trust" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the summary to the fields still wrong, and drops it once none is", async () => {
    const { user } = setup(() => Promise.resolve(new Response(null, { status: 201 })));
    await fillValid(user);
    await user.clear(field("company"));
    await user.click(submitButton());
    const summary = await focusedSummary();
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([waitlistFields.company.label]);
    await user.type(field("company"), "Analytical Engines");
    await waitFor(() =>
      expect(screen.queryByRole("group", { name: waitlistForm.errorSummary.heading })).toBeNull(),
    );
  });

  it("revalidates on change after the first submit", async () => {
    const { user } = setup(() => Promise.resolve(new Response(null, { status: 201 })));
    await user.type(field("email"), "ada@");
    expect(screen.queryByText(waitlistMessages.email)).toBeNull(); // not before a submit
    await user.click(submitButton());
    await waitFor(() => expect(messageOf(field("email"))).toBe(waitlistMessages.email));
    await focusedSummary();
    await user.type(field("email"), "analytical.example");
    await waitFor(() => expect(screen.queryByText(waitlistMessages.email)).toBeNull());
    await user.click(screen.getByRole("checkbox", { name: "Trust" }));
    await waitFor(() => expect(screen.queryByText(waitlistMessages.topics)).toBeNull());
    await user.click(screen.getByRole("checkbox", { name: "Trust" }));
    await waitFor(() => expect(messageOf(topicsGroup())).toBe(waitlistMessages.topics));
  });

  it("asks for shorter text past the receiver's caps", async () => {
    const { user } = setup(() => Promise.resolve(new Response(null, { status: 201 })));
    await user.click(field("firstName"));
    await user.paste("x".repeat(101));
    await user.click(submitButton());
    await waitFor(() => expect(messageOf(field("firstName"))).toBe(waitlistMessages.tooLong(100)));
  });

  it("asks to remove invisible characters from a name, and sends nothing", async () => {
    const { user, fetchMock } = setup(() => Promise.resolve(new Response(null, { status: 201 })));
    await fillValid(user);
    await user.clear(field("lastName"));
    await user.paste("Love\u200Blace");
    await user.click(submitButton());
    await waitFor(() => expect(messageOf(field("lastName"))).toBe(waitlistMessages.invisible));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads Submitting... while sending, sends one request on a double click, then thanks and resets", async () => {
    let answer!: (response: Response) => void;
    const { user, fetchMock } = setup(
      () => new Promise<Response>((resolve) => (answer = resolve)),
      "starter",
    );
    await fillValid(user);
    await user.dblClick(submitButton());
    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(new Response(null, { status: 201 }));

    const toast = await toastWith(waitlistToasts.success.title);
    expect(toast?.getAttribute("data-type")).toBe("success");
    expect(toast?.textContent).toContain(waitlistToasts.success.description);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(WAITLIST_PATH);
    expect(JSON.parse(init!.body as string)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@analytical.example",
      company: "Analytical Engines",
      jobTitle: "Head of Compliance",
      topics: ["Trust"],
      description: "",
      plan: "starter",
      companyWebsite: "",
    });
    await waitFor(() => expect(field("firstName").value).toBe(""));
    expect(field("email").value).toBe("");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Trust" }).checked).toBe(false);
    expect(submitButton().textContent).toBe("Submit");
  });

  it("keeps a confirmation on the page until the visitor starts a new request", async () => {
    const { user } = setup(() => Promise.resolve(new Response(null, { status: 201 })));
    await fillValid(user);
    await user.click(submitButton());
    const heading = await screen.findByRole("heading", { name: waitlistConfirmation.heading });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByRole("region", { name: waitlistConfirmation.heading }).textContent,
    ).toContain("Thank you, Ada. A team member will reach out ASAP at ada@analytical.example.");

    await user.click(screen.getByRole("button", { name: waitlistConfirmation.again }));
    expect(screen.queryByRole("heading", { name: waitlistConfirmation.heading })).toBeNull();
    expect(document.activeElement).toBe(field("firstName"));

    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole("heading", { name: waitlistConfirmation.heading });
    await user.type(field("firstName"), "G");
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: waitlistConfirmation.heading })).toBeNull(),
    );
  });

  it("shows the destructive toast on a non-ok answer and keeps what was typed", async () => {
    const { user } = setup(() => Promise.resolve(new Response(null, { status: 500 })));
    await fillValid(user);
    await user.click(submitButton());
    const toast = await toastWith(waitlistToasts.rejected.description);
    expect(toast?.getAttribute("data-type")).toBe("error"); // the destructive variant
    expect(toast?.textContent).toContain(waitlistToasts.rejected.title);
    expect(field("firstName").value).toBe("Ada");
    expect(submitButton().textContent).toBe("Submit");
  });

  it("shows the connection toast when the network fails", async () => {
    const { user, fetchMock } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await fillValid(user);
    await user.click(submitButton());
    const toast = await toastWith(waitlistToasts.network.description);
    expect(toast?.getAttribute("data-type")).toBe("error");
    expect(toast?.textContent).toContain(waitlistToasts.network.title);
    expect(fetchMock).toHaveBeenCalledTimes(1); // no automatic retry
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
