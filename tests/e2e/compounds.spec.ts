import { postPath } from "../../app/content/blog.ts";
import { readPosts } from "../../app/lib/posts.server.ts";
import { expect, problemsAtLineWidths, test, withoutBrandFont } from "./fixtures.ts";

/**
 * The pages whose copy the section kit, the plans, the security page and the stand-alone `/ldc`
 * draw (the blog's and the privacy notice's Markdown keep their own typography; a certificate's
 * fields are its holder's).
 */
const ROUTE_GROUPS = [
  ["/", "/about"],
  ["/products/flows", "/products/source", "/products/trust"],
  ["/use-cases", "/use-cases/validation"],
  ["/use-cases/escalation", "/use-cases/consultation"],
  ["/pricing", "/security", "/ldc"],
];
const ROUTES = ROUTE_GROUPS.flat();

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

// A few routes a test, in one context, each a step that names its route: a context of its own for
// each route cost as much as its load; a few, not all, so a test stays well within its time.
for (const group of ROUTE_GROUPS) {
  test(`${group.join(", ")}: no line ends inside a hyphenated word, at 390, 1024 and 1280 px`, async ({
    page,
  }) => {
    await withoutBrandFont(page);
    for (const route of group) {
      await test.step(`${route}: no line ends inside a hyphenated word, at 390, 1024 and 1280 px`, async () => {
        const problems = await problemsAtLineWidths(page, route, () =>
          page.evaluate(brokenCompounds),
        );
        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
  });
}

/** The words on the last line of the page's h1. */
function lastLineOfHeading() {
  const heading = document.querySelector("h1")!;
  const tops: number[] = [];
  const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (const word of node.data.matchAll(/\S+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      tops.push(Math.round(range.getClientRects()[0]!.top));
    }
  }
  return tops.filter((top) => top === tops.at(-1)).length;
}

test("on a phone a page's heading never ends on a lone word", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const lone: string[] = [];
  for (const route of [
    ...ROUTES.filter((route) => route !== "/"),
    ...readPosts().map((post) => postPath(post.slug)),
  ]) {
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    if ((await page.evaluate(lastLineOfHeading)) < 2) lone.push(route);
  }
  expect(lone).toEqual([]);
});
