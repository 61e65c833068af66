import { describe, expect, it } from "vitest";
import { withUsedScripts } from "./actions.ts";

const page = (body: string) =>
  `<body>${body}<script data-page-actions="">actions()</script><script data-zoomable-images="">zoom()</script><script>pageView()</script></body>`;
const island = '<div data-island="verifier"></div>';

describe("a page's action scripts, as the build keeps them", () => {
  it("keep the actions script for an action, the zoom script for an invoker or an image loaded when idle", () => {
    expect(withUsedScripts(page('<button data-action="copy">Copy</button>'))).toBe(
      '<body><button data-action="copy">Copy</button><script data-page-actions="">actions()</script><script>pageView()</script></body>',
    );
    for (const body of [
      '<button commandfor="lightbox-1" command="show-modal">Enlarge</button>',
      '<img src="/a.svg" loading="lazy" data-load="idle">',
    ])
      expect(withUsedScripts(page(body))).toBe(
        `<body>${body}<script data-zoomable-images="">zoom()</script><script>pageView()</script></body>`,
      );
  });

  it("keep each one whose part an island renders", () => {
    for (const code of [
      '(0,e.jsx)(`button`,{variant:`outline`,"data-action":`copy`,"data-value":t})',
      '(0,e.jsx)(`button`,{"data-action":"share"})',
    ])
      expect(withUsedScripts(page(island), ["var React", code])).toBe(
        `<body>${island}<script data-page-actions="">actions()</script><script>pageView()</script></body>`,
      );
    expect(
      withUsedScripts(page(island), ["(0,e.jsx)(`button`,{commandfor:e,command:`show-modal`})"]),
    ).toBe(
      `<body>${island}<script data-zoomable-images="">zoom()</script><script>pageView()</script></body>`,
    );
  });

  it("drop the actions script from a page whose only actions are plans, which carry their own", () => {
    const plans =
      '<button data-action="choose-plan">Choose Starter</button><script>plans()</script>';
    expect(withUsedScripts(page(plans))).toBe(`<body>${plans}<script>pageView()</script></body>`);
    expect(
      withUsedScripts(page(island), ['(0,e.jsx)(`button`,{"data-action":`choose-plan`})']),
    ).toBe(`<body>${island}<script>pageView()</script></body>`);
  });

  it("drop both from a page with neither, and the page's other scripts stay", () => {
    expect(withUsedScripts(page("<main>Notice</main>"))).toBe(
      "<body><main>Notice</main><script>pageView()</script></body>",
    );
    // A toast's own `data-action` flag is not one of the page's actions.
    expect(withUsedScripts(page(island), ['t(`button`,{"data-button":!0,"data-action":!0})'])).toBe(
      `<body>${island}<script>pageView()</script></body>`,
    );
  });
});
