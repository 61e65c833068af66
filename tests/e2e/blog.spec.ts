import type { Locator, Page } from "@playwright/test";
import {
  blogCopy,
  blogSearchCopy,
  feeds,
  MORE_POSTS,
  postPath,
  tagLabel,
  tagPath,
} from "../../app/content/blog.ts";
import { leaders } from "../../app/content/leaders.ts";
import { darkCoverSrc } from "../../app/lib/cover-image.ts";
import { readPosts } from "../../app/lib/posts.server.ts";
import { builtProperty } from "./built-classes.ts";
import { landing } from "./layout-checks.ts";
import {
  COLOUR_RULES,
  expect,
  expectAccessible,
  LINE_WIDTHS,
  resize,
  test,
  viewports,
  withoutBrandFont,
} from "./fixtures.ts";

const posts = readPosts();
const [latest] = posts;
/** The launch post with code in it. */
const codePost = posts.find((post) => post.body.includes("```ts"))!;

/** The header's links and buttons, each on one line and inside the header. */
async function headerFits(page: Page) {
  return page.getByRole("banner").evaluate((header) => {
    const problems: string[] = [];
    const box = header.getBoundingClientRect();
    for (const control of header.querySelectorAll<HTMLElement>("a, button")) {
      if (!control.checkVisibility()) continue;
      const rect = control.getBoundingClientRect();
      const label = control.textContent?.trim() || control.getAttribute("aria-label");
      const textLines = [...control.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return range.getClientRects().length;
        });
      if (textLines.some((lines) => lines > 1)) problems.push(`${label} wraps`);
      if (rect.right > box.right + 0.5 || rect.left < box.left - 0.5)
        problems.push(`${label} is clipped`);
      if (control.scrollWidth > control.clientWidth + 1) problems.push(`${label} overflows`);
    }
    return problems;
  });
}

/** How far short of the grid's right edge each row of a listing's cards ends, in px. */
function rowGaps(page: Page) {
  return page.locator('ul:has(> li > [data-slot="post-card"])').evaluate((grid) => {
    const right = grid.getBoundingClientRect().right;
    const rows = new Map<number, number>();
    for (const cell of grid.children) {
      const box = cell.getBoundingClientRect();
      rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
    }
    return [...rows.values()].map((end) => Math.round(right - end));
  });
}

test.describe("navigation", () => {
  // One test walks the header and footer at every width the header changes at: each former test's
  // check is a step of its own, on the pages the walk has open already.
  test("Blog is in the header and the footer", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/pricing");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("banner").getByRole("link", { name: "Blog" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The header's two desktop layouts: the widest, and the narrowest before the phone's menu.
    for (const width of [1280, 1024]) {
      await test.step(`nothing in the header wraps or clips at ${width} px`, async () => {
        await resize(page, { width, height: 800 });
        expect(await headerFits(page)).toEqual([]);
      });
    }

    await test.step("the phone menu lists Blog, and nothing in it wraps or clips at 390 px", async () => {
      await page.setViewportSize(viewports.phone);
      // Back on /about, so the menu's link leads somewhere else.
      await page.goBack();
      await expect(page).toHaveURL("/about");
      await page.getByRole("button", { name: "Menu" }).click();
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
      expect(await headerFits(page)).toEqual([]);
      await menu.getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL("/blog");
    });
  });
});

test.describe("the blog", () => {
  // Every listing: the blog (a featured post over the rest) and each tag's page, 1 to 3 posts today.
  const tags = [...new Set(posts.flatMap((post) => post.tags))];

  /** No row of the listing open now leaves an empty column, at both widths a row can change at. */
  async function noEmptyColumn(page: Page, path: string) {
    for (const width of [1280, 1024]) {
      await test.step(`at ${width} px no row of ${path} leaves an empty column`, async () => {
        await resize(page, { width, height: 800 });
        const gaps = await rowGaps(page);
        expect(gaps, path).toEqual(gaps.map(() => 0));
      });
    }
  }

  // One load of each listing: what each former test read of it is a step, then the listing's rows
  // at both widths.
  test("the listings show their posts, and no row leaves an empty column at 1024 or 1280 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/blog");
    const card = page.locator('[data-slot="post-card"]').first();
    const cardTags = card.getByRole("list", { name: blogCopy.tags }).getByRole("link");
    await test.step("/blog lists the posts newest first, the latest featured, with feed links", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogCopy.heading);
      const titles = page.locator('[data-slot="post-card"] :is(h2, h3)');
      await expect(titles).toHaveText(posts.map((post) => post.title));
      await expect(card).toContainText(blogCopy.featured);
      for (const label of ["RSS", "Atom", "JSON Feed"])
        await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();
      await page.getByRole("link", { name: latest!.title }).click();
      await expect(page).toHaveURL(postPath(latest!.slug));
      await page.goBack();
    });
    await noEmptyColumn(page, "/blog");
    await test.step("a card shows its date, authors and tags, each tag a link of its own to its page", async () => {
      await expect(card.locator("time")).toHaveAttribute("datetime", latest!.pubDate.slice(0, 10));
      for (const id of latest!.authors)
        await expect(card).toContainText(leaders.find((leader) => leader.id === id)!.name);
      // Each tag by its label ("MCP", "Trust"), its address the slug.
      await expect(cardTags).toHaveText(latest!.tags.map(tagLabel));
      // The card's own link covers the card; no link sits inside another.
      await expect(page.locator("a a")).toHaveCount(0);
      await cardTags.last().click();
      await expect(page).toHaveURL(tagPath(latest!.tags.at(-1)!));
    });
    // The tag the card led to first, as it is open, then the others.
    const lastTag = latest!.tags.at(-1)!;
    for (const tag of [lastTag, ...tags.filter((other) => other !== lastTag)]) {
      if (tag !== lastTag) await page.goto(tagPath(tag));
      await test.step(`a tag's page lists the posts of that tag: ${tag}`, async () => {
        const tagged = posts.filter((post) => post.tags.includes(tag)).map((post) => post.title);
        await expect(page.locator('[data-slot="post-card"] h2')).toHaveText(tagged);
        const heading = blogCopy.tagHeading.replace("{tag}", tagLabel(tag));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(blogCopy.tagTitle.replace("{tag}", tagLabel(tag)));
        // Under them, the blog's latest posts without the tag: no tag's page is one card alone.
        const others = posts.filter((post) => !post.tags.includes(tag)).slice(0, MORE_POSTS);
        const more = page.getByRole("region", { name: blogCopy.more });
        await expect(more.getByRole("link")).toHaveText(others.map((post) => post.title));
      });
      await noEmptyColumn(page, tagPath(tag));
    }
  });

  // One load of the post with code: what each former test read of it is a step. The brand face
  // never arrives: arriving during the contents' scroll it would wrap the text above anew.
  test("a post shows its title, date, authors with portrait and role, reading time and cover", async ({
    page,
    context,
  }) => {
    await withoutBrandFont(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(postPath(codePost.slug));
    const article = page.getByRole("article").first();
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(codePost.title);
    await expect(article.locator("time").first()).toHaveAttribute(
      "datetime",
      codePost.pubDate.slice(0, 10),
    );
    for (const id of codePost.authors) {
      const leader = leaders.find((candidate) => candidate.id === id)!;
      const author = article.getByRole("listitem").filter({ hasText: leader.name });
      await expect(author).toContainText(leader.role);
      await expect(author.locator("img")).toHaveAttribute("src", leader.originalImage);
    }
    await expect(article).toContainText(
      blogCopy.readingTime.replace("{minutes}", String(codePost.readingMinutes)),
    );
    const cover = article.getByRole("img", { name: codePost.cover.alt });
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "675");
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif$/);
    await expect(page.getByRole("link", { name: "Request a Demo" }).last()).toBeVisible();

    await test.step("links to the previous and next posts and to related ones", async () => {
      // The post with code is the middle one: it has both neighbours.
      expect(codePost).toBe(posts[1]);
      const adjacent = page.getByRole("navigation", { name: blogCopy.adjacent });
      await expect(adjacent.getByRole("link", { name: new RegExp(posts[0]!.title) })).toBeVisible();
      await expect(adjacent.getByRole("link", { name: new RegExp(posts[2]!.title) })).toBeVisible();
    });

    await test.step("copy link puts the post's address on the clipboard on the first tap", async () => {
      await page.getByRole("button", { name: blogCopy.copyLink.label }).click();
      await expect(page.getByText(blogCopy.copyLink.copied)).toBeAttached();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).pathname).toBe(postPath(codePost.slug));
    });

    await test.step("the table of contents' links land on their sections", async () => {
      await resize(page, viewports.phone);
      const contents = page.getByRole("navigation", { name: blogCopy.contents });
      const links = contents.getByRole("link");
      await expect(links).not.toHaveCount(0);
      const last = links.last();
      const id = (await last.getAttribute("href"))!.slice(1);
      await last.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      // The scroll may be smooth: wait for it to settle where the landing check wants it.
      await expect
        .poll(async () => {
          const where = await page.evaluate(landing, id);
          return where ? Math.abs(where.top - where.expected) : null;
        })
        .toBeLessThanOrEqual(2);
    });
  });

  test("at 1280 px a post's code shows its lines whole, its blocks starting on the text's line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(postPath(codePost.slug));
    const body = page.locator('[data-slot="post-body"]');
    const textLeft = (await body.locator("p").first().boundingBox())!.x;
    const blocks = await body.locator("pre").evaluateAll((pres) =>
      pres.map((pre) => ({
        left: pre.getBoundingClientRect().left,
        hidden: pre.scrollWidth - pre.clientWidth,
      })),
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block.left).toBe(textLeft);
      expect(block.hidden).toBe(0);
    }
  });

  test("code is highlighted in both themes, with no script", async ({ page }) => {
    await page.route("**/*.js", (route) => route.abort());
    const keyword = page
      .locator(
        `[data-slot="post-body"] pre span[style*="var(${builtProperty("--shiki-token-keyword")})"]`,
      )
      .first();
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(postPath(codePost.slug));
    const light = await keyword.evaluate((span) => getComputedStyle(span).color);
    const text = await page
      .locator('[data-slot="post-body"] p')
      .first()
      .evaluate((p) => getComputedStyle(p).color);
    expect(light).not.toBe(text);
    // The head script is inline, so it runs without the page's modules and follows the system's
    // change of theme on the page as it is.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(true);
    expect(await keyword.evaluate((span) => getComputedStyle(span).color)).not.toBe(light);
  });
});

test("every post's cover is its dark twin in the dark theme, the system's or the visitor's", async ({
  page,
}) => {
  /** The file the visible cover named `alt` shows, once it has loaded. */
  const shown = (alt: string) =>
    page
      .getByRole("img", { name: alt })
      .evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ""));
  // Every launch post's cover is drawn: its dark twin is the renderer's `<name>-dark`.
  const darkFile = (post: (typeof posts)[number]) =>
    new RegExp(`${darkCoverSrc(post.cover.src)!.replace(/\.webp$/, "")}(-\\d+)?\\.avif$`);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/blog");
  for (const post of posts)
    await test.step(`/blog's card of ${post.slug}, in the system's dark theme`, async () => {
      await page.getByRole("img", { name: post.cover.alt }).scrollIntoViewIfNeeded();
      await expect.poll(() => shown(post.cover.alt)).toMatch(darkFile(post));
    });
  for (const post of posts)
    await test.step(`${postPath(post.slug)}, in the system's dark theme`, async () => {
      await page.goto(postPath(post.slug));
      await expect.poll(() => shown(post.cover.alt)).toMatch(darkFile(post));
    });
  await test.step("a visitor who chooses the dark theme on a light system sees the dark twin", async () => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const open = posts.at(-1)!;
    await expect.poll(() => shown(open.cover.alt)).toMatch(darkFile(open));
  });
});

test.describe("search", () => {
  /** A word only one post has, in its body alone. */
  const WORD = "attorney";
  const [found, ...others] = posts.filter((post) => post.body.toLowerCase().includes(WORD));

  test("finds a post by a word only its body has, loading the index only once a visitor searches", async ({
    page,
  }) => {
    expect(others).toEqual([]);
    expect(`${found!.title} ${found!.description}`.toLowerCase()).not.toContain(WORD);
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/"))
        indexRequests.push(request.url());
    });
    // The index's script is held until the test lets it go, to see the page before it arrives.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/pagefind/pagefind.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/blog");
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    await expect(search).toBeVisible();
    expect(indexRequests).toEqual([]);
    await search.getByRole("searchbox", { name: blogSearchCopy.label }).fill(WORD);
    await test.step("says it is searching at once while the index is still on its way", async () => {
      await expect(search.getByRole("status")).toHaveText(blogSearchCopy.searching);
      release();
    });
    await expect(search.getByRole("status")).toHaveText(blogSearchCopy.one);
    await expect(search.getByRole("listitem")).toHaveCount(1);
    expect(indexRequests.length).toBeGreaterThan(0);
    await search.getByRole("link", { name: found!.title }).click();
    await expect(page).toHaveURL(postPath(found!.slug));
  });

  test("keeps its width as results show, in the cards' column, at 390, 1024 and 1280 px", async ({
    page,
  }) => {
    await page.goto("/blog");
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    const field = search.getByRole("searchbox");
    const box = async (locator: Locator) => {
      const { x, width } = (await locator.boundingBox())!;
      return { left: Math.round(x), right: Math.round(x + width) };
    };
    const column = page.locator('[data-slot="post-card"]').first();
    for (const width of LINE_WIDTHS)
      await test.step(`at ${width} px`, async () => {
        await resize(page, { width, height: 800 });
        await field.fill("");
        await expect(search.getByRole("listitem")).toHaveCount(0);
        const empty = await box(search);
        const cards = await box(column);
        if (width < 640) expect(empty).toEqual(cards);
        else expect(empty.left - cards.left).toBe(cards.right - empty.right);
        await field.fill("human");
        await expect(search.getByRole("listitem").first()).toBeVisible();
        expect(await box(search)).toEqual(empty);
      });
  });

  // One load of /blog at 390 px: each former test's searches are a step, one after the other in
  // the same field, each waiting for its own results.
  test("works from the keyboard alone, and Escape clears it", async ({ page }) => {
    test.slow(); // an axe scan with every rule and one of the colour rules, on a busy machine
    await page.setViewportSize(viewports.phone);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/blog");
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    const field = search.getByRole("searchbox");
    const excerpts = search.getByRole("listitem").locator("p");
    /** Searches for `words` and waits for their results, marked. */
    async function searchFor(words: string) {
      await field.fill(words);
      await expect(excerpts.locator("mark").first()).toHaveText(new RegExp(words, "i"));
    }

    // The field comes right after the feeds' links.
    await page.getByRole("link", { name: feeds.at(-1)!.label }).focus();
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    await page.keyboard.type(WORD);
    await expect(search.getByRole("status")).toHaveText(blogSearchCopy.one);
    await page.keyboard.press("Tab");
    await expect(search.getByRole("link", { name: found!.title })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(field).toHaveValue("");
    await expect(search.getByRole("status")).toHaveText("");
    await expect(search.getByRole("listitem")).toHaveCount(0);

    await test.step("a result marks the words found, and an excerpt cut inside a sentence opens with …", async () => {
      await field.fill(WORD);
      await expect(search.getByRole("listitem").locator("p mark").first()).toHaveText(
        new RegExp(WORD, "i"),
      );
      await searchFor("trust");
      for (const excerpt of await excerpts.allTextContents())
        expect(excerpt, excerpt).toMatch(/^(…|[\p{Lu}\p{N}"“‘'(])/u);
    });

    await test.step("a result's excerpt starts with the post's words, not its tags", async () => {
      // Words in tags and titles alike: an index that read the tag list would open excerpts with it.
      const tags = new Set(posts.flatMap((post) => post.tags.map(tagLabel)));
      for (const words of ["trust", "human"]) {
        if (words !== "trust") await searchFor(words);
        for (const excerpt of await excerpts.allTextContents()) {
          const first = excerpt.trim().split(/[\s.]+/)[0]!;
          expect(tags.has(first), excerpt).toBe(false);
        }
      }
    });

    // The results for "human", in both themes: the dark theme changes only colours, so its scan
    // runs the colour rules (pages.spec.ts scans /blog without results in both themes).
    for (const theme of ["light", "dark"] as const) {
      await test.step(`with results, at 390 px in the ${theme} theme, axe finds nothing`, async () => {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(search.getByRole("listitem").first()).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await expectAccessible(page, theme === "dark" ? COLOUR_RULES : undefined);
      });
    }

    await test.step("says so when no post matches", async () => {
      await field.fill("zyzzogeton");
      await expect(search.getByRole("status")).toHaveText(
        blogSearchCopy.none.replace("{term}", "zyzzogeton"),
      );
      await expect(search.getByRole("listitem")).toHaveCount(0);
    });
  });
});
