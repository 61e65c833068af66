// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { markHydrated } from "~/lib/hydration";
import { Prerendered } from "./prerendered";

function Section({ onRender }: { onRender: () => void }) {
  onRender();
  return <p>Where people make the difference</p>;
}

describe("Prerendered", () => {
  it("keeps the server HTML while hydrating without running its components", async () => {
    // What the prerender wrote for <Prerendered><Section /></Prerendered>.
    const container = document.createElement("div");
    container.innerHTML =
      '<div data-slot="prerendered" class="contents"><p>Where people make the difference</p></div>';

    const browser = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Prerendered>
          <Section onRender={browser} />
        </Prerendered>,
      ),
    );
    expect(browser).not.toHaveBeenCalled();
    expect(container.textContent).toBe("Where people make the difference");
    act(() => root.unmount());
  });

  it("renders its children after a client-side navigation", () => {
    markHydrated();
    const browser = vi.fn();
    const container = document.createElement("div");
    const root = createRoot(container);
    act(() =>
      root.render(
        <Prerendered>
          <Section onRender={browser} />
        </Prerendered>,
      ),
    );
    expect(browser).toHaveBeenCalled();
    expect(container.textContent).toBe("Where people make the difference");
    act(() => root.unmount());
  });
});
