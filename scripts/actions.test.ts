import { describe, expect, it } from "vitest";
import { withActions } from "./actions.ts";

const page = (body: string) =>
  `<body>${body}<script data-page-actions="">install()</script><script>pageView()</script></body>`;

describe("a page's actions script, as the build keeps it", () => {
  it("stays on a page with an action, a dialog's invoker or an island", () => {
    for (const body of [
      '<button data-action="copy">Copy</button>',
      '<button commandfor="lightbox-1" command="show-modal">Enlarge</button>',
      '<div data-island="verifier"></div>',
    ])
      expect(withActions(page(body))).toBe(page(body));
  });

  it("is gone from a page with none, and the page's other scripts stay", () => {
    expect(withActions(page("<main>Notice</main>"))).toBe(
      "<body><main>Notice</main><script>pageView()</script></body>",
    );
  });
});
