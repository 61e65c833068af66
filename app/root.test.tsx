// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Boom(): never {
  throw new Error("The flux capacitor is offline");
}

describe("root error boundary", () => {
  it("shows its own title and the error message, without a stack trace in production", async () => {
    vi.stubEnv("DEV", false);
    const Stub = createRoutesStub([
      { path: "/", Component: Boom, ErrorBoundary: ErrorBoundary as never },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Unexpected Application Error!");
    expect(heading.closest("[data-slot=page-header]")?.textContent).toContain(
      "The flux capacitor is offline",
    );
    expect(document.body.textContent).not.toContain("at Boom");
  });
});
