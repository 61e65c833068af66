// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PlanGrid } from "./plan-grid";

const navigate = vi.fn();
const card = (plan: string) => screen.getByRole("article", { name: plan });
const priceOf = (plan: string) =>
  card(plan).querySelector("[data-slot=plan-price]")?.textContent ?? null;

// A plain function (not a mock) stands in for a navigation that cannot start.
let navigateImpl: (to: string) => unknown = navigate;
vi.mock("~/lib/document-navigation", () => ({ loadDocument: (to: string) => navigateImpl(to) }));

describe("PlanGrid", () => {
  beforeEach(() => {
    navigate.mockReset();
    navigateImpl = navigate;
  });

  it("marks the chosen plan Processing... and navigates with its key", async () => {
    let finish = () => {};
    navigate.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    render(<PlanGrid />);
    await userEvent.click(screen.getByRole("button", { name: "Choose Starter" }));
    expect(navigate).toHaveBeenCalledWith("/request-demo?plan=starter&billing=monthly");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Processing..." }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Start free" }).disabled).toBe(
      true,
    );
    finish();
  });

  it("shows the alert and restores the button when navigation throws", async () => {
    navigateImpl = () => {
      throw new Error("chunk failed");
    };
    render(<PlanGrid />);
    await userEvent.click(screen.getByRole("button", { name: "Choose Professional" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to initiate subscription. Please try again.",
    );
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Choose Professional" });
    expect(button.disabled).toBe(false);
  });

  it("switches to yearly prices with the savings", async () => {
    render(<PlanGrid />);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Monthly" }).checked).toBe(true);
    expect(priceOf("Starter")).toBe("$99/mo");
    expect(card("Starter").textContent).not.toContain("Save");
    await userEvent.click(screen.getByRole("radio", { name: "Yearly" }));
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Yearly" }).checked).toBe(true);
    expect(priceOf("Starter")).toBe("$990/year");
    expect(priceOf("Professional")).toBe("$3,990/year");
    expect(card("Starter").textContent).toContain("Save $198 a year");
  });

  it("reads its name again when the visitor comes back to the page as it was left", async () => {
    navigate.mockReturnValue(new Promise<never>(() => {}));
    render(<PlanGrid />);
    await userEvent.click(screen.getByRole("button", { name: "Choose Starter" }));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Processing..." }).disabled).toBe(
      true,
    );
    // As the browser's back-forward cache sends it (happy-dom has no PageTransitionEvent).
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(
      (await screen.findByRole<HTMLButtonElement>("button", { name: "Choose Starter" })).disabled,
    ).toBe(false);
  });

  it("sends Enterprise to sales by email", () => {
    render(<PlanGrid />);
    expect(screen.getByRole("link", { name: "Contact sales" }).getAttribute("href")).toMatch(
      /^mailto:sales@fabric\.example\?subject=/,
    );
  });
});
