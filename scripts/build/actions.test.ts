import { describe, expect, it } from "vitest";
import { withJoinedScripts, withUsedScripts } from "./actions.ts";

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

describe("a page's scripts that stand together", () => {
  const strict = (code: string) => `"use strict";(()=>{${code}})();`;

  it("join into one where the first was, across end tags, with one use strict", () => {
    expect(
      withJoinedScripts(
        `<main><p>Hi</p><script>${strict("home()")}</script></main><footer></footer>` +
          `<script data-page-actions="">${strict("actions()")}</script>\n<script data-zoomable-images="">${strict("zoom()")}</script></body>`,
      ),
    ).toBe(
      `<main><p>Hi</p><script>${strict("home()")}</script></main><footer></footer>` +
        `<script>${strict("actions()")};(()=>{zoom()})();</script>\n</body>`,
    );
    expect(
      withJoinedScripts(
        `<div><script>${strict("a()")}</script></div></main><script>${strict("b()")}</script>`,
      ),
    ).toBe(`<div><script>${strict("a()")};(()=>{b()})();</script></div></main>`);
  });

  it("leave apart scripts with markup between them, data blocks, and scripts the build did not bundle", () => {
    const apart = [
      `<script>${strict("a()")}</script><span></span><script>${strict("b()")}</script>`,
      `<script type="application/ld+json">{}</script><script>${strict("b()")}</script>`,
      `<script>${strict("a()")}</script><script>gtag()</script>`,
      `<script id="x">${strict("a()")}</script><script>${strict("b()")}</script>`,
    ];
    for (const html of apart) expect(withJoinedScripts(html)).toBe(html);
  });
});
