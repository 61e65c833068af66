import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { vi } from "vitest";
import { waitlistFields } from "~/content/waitlist";
import { WaitlistForm } from "~/features/waitlist/waitlist-form";

/** Renders the form with a toaster, answering its requests with `respond`. */
export function setup(respond: () => Promise<Response>, plan?: "starter") {
  const fetchMock = vi.fn<typeof fetch>(respond);
  vi.stubGlobal("fetch", fetchMock);
  const user = userEvent.setup();
  render(
    <>
      <WaitlistForm plan={plan} />
      <Toaster />
    </>,
  );
  return { user, fetchMock };
}

export const field = (name: keyof typeof waitlistFields) =>
  screen.getByLabelText(waitlistFields[name].label) as HTMLInputElement;
export const submitButton = () => screen.getByRole("button", { name: /submit/i });
export const topicsGroup = () => screen.getByRole("group", { name: "Topics of interest" });

/** The message a field or group points at with aria-describedby, as a screen reader reads it. */
export const messageOf = (element: Element) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? null;

/** The toast that shows `text`, once it does. */
export const toastWith = async (text: string) =>
  (await screen.findByText(text)).closest("[data-sonner-toast]");

export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("firstName"), "Ada");
  await user.type(field("lastName"), "Lovelace");
  await user.type(field("email"), "ada@analytical.example");
  await user.type(field("company"), "Analytical Engines");
  await user.type(field("jobTitle"), "Head of Compliance");
  await user.click(screen.getByRole("checkbox", { name: "Trust" }));
}
