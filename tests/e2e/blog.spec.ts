import type { Page } from "@playwright/test";
import { blogCopy, blogSearchCopy, feeds, postPath, tagPath } from "../../app/content/blog.ts";
import { leaders } from "../../app/content/leaders.ts";
import { readPosts } from "../../app/lib/posts.server.ts";
import { builtProperty } from "./built-classes.ts";
import { landing } from "./layout-checks.ts";
import { expect, expectAccessible, test, viewports, withoutBrandFont } from "./fixtures.ts";

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

test.describe("navigation", () => {
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
  });

  for (const width of [1024, 1280]) {
    test(`nothing in the header wraps or clips at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/blog");
      expect(await headerFits(page)).toEqual([]);
    });
  }

  test("the phone menu lists Blog, and nothing in it wraps or clips at 390 px", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
    expect(await headerFits(page)).toEqual([]);
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });
});

test.describe("the blog", () => {
  test("/blog lists the posts newest first, the latest featured, with feed links", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogCopy.heading);
    const titles = page.locator('[data-slot="post-card"] :is(h2, h3)');
    await expect(titles).toHaveText(posts.map((post) => post.title));
    await expect(page.locator('[data-slot="post-card"]').first()).toContainText(blogCopy.featured);
    for (const label of ["RSS", "Atom", "JSON Feed"])
      await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();
    await page.getByRole("link", { name: latest!.title }).click();
    await expect(page).toHaveURL(postPath(latest!.slug));
  });

  test("a tag's page lists the posts of that tag", async ({ page }) => {
    const tag = latest!.tags[0]!;
    await page.goto(tagPath(tag));
    const tagged = posts.filter((post) => post.tags.includes(tag)).map((post) => post.title);
    await expect(page.locator('[data-slot="post-card"] h2')).toHaveText(tagged);
  });

  test("a card shows its date, authors and tags, each tag a link of its own to its page", async ({
    page,
  }) => {
    await page.goto("/blog");
    const card = page.locator('[data-slot="post-card"]').first();
    await expect(card.locator("time")).toHaveAttribute("datetime", latest!.pubDate.slice(0, 10));
    for (const id of latest!.authors)
      await expect(card).toContainText(leaders.find((leader) => leader.id === id)!.name);
    const tags = card.getByRole("list", { name: blogCopy.tags }).getByRole("link");
    await expect(tags).toHaveText([...latest!.tags]);
    // The card's own link covers the card; no link sits inside another.
    await expect(page.locator("a a")).toHaveCount(0);
    await tags.last().click();
    await expect(page).toHaveURL(tagPath(latest!.tags.at(-1)!));
  });

  // Every listing: the blog (a featured post over the rest) and each tag's page, 1 to 3 posts today.
  const listings = ["/blog", ...new Set(posts.flatMap((post) => post.tags))].map((path) =>
    path.startsWith("/") ? path : tagPath(path),
  );
  for (const width of [1024, 1280]) {
    test(`at ${width} px no row of a listing leaves an empty column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of listings) {
        await page.goto(path);
        const gaps = await page
          .locator('ul:has(> li > [data-slot="post-card"])')
          .evaluate((grid) => {
            const right = grid.getBoundingClientRect().right;
            const rows = new Map<number, number>();
            for (const cell of grid.children) {
              const box = cell.getBoundingClientRect();
              rows.set(
                Math.round(box.top),
                Math.max(rows.get(Math.round(box.top)) ?? 0, box.right),
              );
            }
            return [...rows.values()].map((end) => Math.round(right - end));
          });
        expect(gaps, path).toEqual(gaps.map(() => 0));
      }
    });
  }

  test("a post shows its title, date, authors with portrait and role, reading time and cover", async ({
    page,
  }) => {
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
  });

  test("the table of contents' links land on their sections", async ({ page }) => {
    // One face throughout: the brand face arriving during the scroll would wrap the text above anew.
    await withoutBrandFont(page);
    await page.setViewportSize(viewports.phone);
    await page.goto(postPath(codePost.slug));
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
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(true);
    expect(await keyword.evaluate((span) => getComputedStyle(span).color)).not.toBe(light);
  });

  test("copy link puts the post's address on the clipboard on the first tap", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(postPath(codePost.slug));
    await page.getByRole("button", { name: blogCopy.copyLink.label }).click();
    await expect(page.getByText(blogCopy.copyLink.copied)).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(postPath(codePost.slug));
  });

  test("links to the previous and next posts and to related ones", async ({ page }) => {
    const middle = posts[1]!;
    await page.goto(postPath(middle.slug));
    const adjacent = page.getByRole("navigation", { name: blogCopy.adjacent });
    await expect(adjacent.getByRole("link", { name: new RegExp(posts[0]!.title) })).toBeVisible();
    await expect(adjacent.getByRole("link", { name: new RegExp(posts[2]!.title) })).toBeVisible();
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
    await page.goto("/blog");
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    await expect(search).toBeVisible();
    expect(indexRequests).toEqual([]);
    await search.getByRole("searchbox", { name: blogSearchCopy.label }).fill(WORD);
    await expect(search.getByRole("status")).toHaveText(blogSearchCopy.one);
    await expect(search.getByRole("listitem")).toHaveCount(1);
    expect(indexRequests.length).toBeGreaterThan(0);
    await search.getByRole("link", { name: found!.title }).click();
    await expect(page).toHaveURL(postPath(found!.slug));
  });

  test("says it is searching at once while the index is still on its way", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/pagefind/pagefind.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/blog");
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    await search.getByRole("searchbox").fill(WORD);
    await expect(search.getByRole("status")).toHaveText(blogSearchCopy.searching);
    release();
    await expect(search.getByRole("status")).toHaveText(blogSearchCopy.one);
  });

  test("a result's excerpt starts with the post's words, not its tags", async ({ page }) => {
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    // Words in tags and titles alike: an index that read the tag list would open excerpts with it.
    const tags = new Set(posts.flatMap((post) => post.tags));
    for (const words of ["trust", "human"]) {
      await page.goto("/blog");
      await search.getByRole("searchbox").fill(words);
      const excerpts = search.getByRole("listitem").locator("p");
      await expect(excerpts.first()).toBeVisible();
      for (const excerpt of await excerpts.allTextContents()) {
        const first = excerpt.trim().split(/[\s.]+/)[0]!;
        expect(tags.has(first), excerpt).toBe(false);
      }
    }
  });

  test("a result marks the words found, and an excerpt cut inside a sentence opens with …", async ({
    page,
  }) => {
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    await page.goto("/blog");
    await search.getByRole("searchbox").fill(WORD);
    await expect(search.getByRole("listitem").locator("p mark").first()).toHaveText(
      new RegExp(WORD, "i"),
    );
    await search.getByRole("searchbox").fill("trust");
    const excerpts = search.getByRole("listitem").locator("p");
    await expect(excerpts.first()).toBeVisible();
    for (const excerpt of await excerpts.allTextContents())
      expect(excerpt, excerpt).toMatch(/^(…|[\p{Lu}\p{N}"“‘'(])/u);
  });

  test("says so when no post matches", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    await search.getByRole("searchbox").fill("zyzzogeton");
    await expect(search.getByRole("status")).toHaveText(
      blogSearchCopy.none.replace("{term}", "zyzzogeton"),
    );
    await expect(search.getByRole("listitem")).toHaveCount(0);
  });

  test("works from the keyboard alone, and Escape clears it", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByRole("search", { name: blogSearchCopy.label });
    const field = search.getByRole("searchbox");
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
  });

  for (const theme of ["light", "dark"] as const) {
    test(`with results, at 390 px in the ${theme} theme, axe finds nothing`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewports.phone);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/blog");
      const search = page.getByRole("search", { name: blogSearchCopy.label });
      await search.getByRole("searchbox").fill("human");
      await expect(search.getByRole("listitem").first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expectAccessible(page);
    });
  }
});
