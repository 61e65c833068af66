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
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByText("The flux capacitor is offline")).toBeTruthy();
    expect(document.body.textContent).not.toContain("at Boom");
  });
});
