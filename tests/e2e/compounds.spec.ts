import { expect, resize, test, withoutBrandFont } from "./fixtures.ts";

/**
 * The pages whose copy the section kit, the plans and the security page draw (the blog's and the
 * privacy notice's Markdown keep their own typography; a certificate's fields are its holder's).
 */
const ROUTES = [
  "/",
  "/about",
  "/products/flows",
  "/products/source",
  "/products/trust",
  "/use-cases",
  "/use-cases/validation",
  "/use-cases/escalation",
  "/use-cases/consultation",
  "/pricing",
  "/security",
];

/** Hyphenated words whose second part starts a new line ("compliance-" / "critical"). */
function brokenCompounds() {
  const broken: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const top = (node: Text, at: number) => {
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getBoundingClientRect().top;
  };
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.parentElement?.closest("script, style, code, pre, [hidden]")) continue;
    for (const match of node.data.matchAll(/\p{L}-(?=\p{L})/gu)) {
      const hyphen = match.index + 1;
      if (top(node, hyphen + 1) > top(node, hyphen) + 1) {
        const word = node.data.slice(0, hyphen + 1).match(/[\p{L}-]*$/u)![0];
        broken.push(`${word}${node.data.slice(hyphen + 1).match(/^[\p{L}-]*/u)![0]}`);
      }
    }
  }
  return broken;
}

test.use({ reducedMotion: "reduce" });

for (const route of ROUTES) {
  test(`${route}: no line ends inside a hyphenated word, at 390, 1024 and 1280 px`, async ({
    page,
  }) => {
    await withoutBrandFont(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    const problems: string[] = [];
    for (const width of [390, 1024, 1280]) {
      await resize(page, { width, height: 844 });
      problems.push(
        ...(await page.evaluate(brokenCompounds)).map((word) => `${width} px: ${word}`),
      );
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
