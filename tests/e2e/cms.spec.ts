/**
 * The editor end to end, as an editor meets it: `npm run cms` on a temporary copy of the project
 * made a git repository of its own (so this working tree never changes). In Chromium, a new post is
 * previewed in both themes, saved as a draft on its own branch, moved through review to ready and
 * published into `main`; a leader's new bio goes the same way. Then the build's own modules, run in
 * the copy, list the post's page, render it, and give /about the new bio.
 */
import { expect, test, type Page } from "@playwright/test";
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { leadersSchema } from "../../app/content/data-schemas.ts";
import { postFrontmatterSchema } from "../../app/content/post-schema.ts";
import { freePort } from "../support/free-port.ts";

const START_TIMEOUT_MS = 120_000;
const NEW_BIO =
  "Amara leads Fabric. This bio was saved from the editor in a test of the content workflow.";
const POST = {
  title: "Editors publish without a developer",
  description:
    "A post written in the browser editor, saved as Markdown beside the code, checked by the site's schema.",
  slug: "editors-publish-without-a-developer",
};

let project: string;
let cms: ChildProcess | undefined;
let siteUrl: string;
let adminUrl: string;

/** The project's own files (tracked, and new ones not ignored), with this checkout's packages. */
function copyProject() {
  const root = process.cwd();
  const copy = mkdtempSync(path.join(tmpdir(), "fabric-cms-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  // A repository of its own, on `main`, which the editor's proxy commits to.
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, stdio: "ignore" });
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Fabric editor");
  git("config", "user.email", "editor@example.test");
  git("add", "--all");
  git("commit", "--quiet", "--no-verify", "--no-gpg-sign", "--message", "The site");
  return copy;
}

/** A file as a branch of the copy holds it, or null where it has none. */
function onBranch(branch: string, file: string) {
  try {
    return execFileSync("git", ["show", `${branch}:${file}`], {
      cwd: project,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
}

const branches = () =>
  execFileSync("git", ["branch", "--format=%(refname:short)"], { cwd: project, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);

/** Runs a command in the copy; resolves with what it printed, rejects with it on failure. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: project, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(output + errors)),
    );
  });
}

const TSX = path.join("node_modules", ".bin", "tsx");
type AsBuilt = {
  paths: string[];
  posts: { slug: string; title: string; html: string }[];
  bios: string[];
};
/** Prints what a build would prerender from the content: its pages, its posts and the leaders. */
const AS_BUILT = `(async () => {
  const { sitePages } = await import("./app/lib/site-pages.server.ts");
  const { loadPosts } = await import("./app/lib/blog.server.ts");
  const { leaders } = await import("./app/content/leaders.ts");
  const posts = (await loadPosts(false)).map(({ slug, title, html }) => ({ slug, title, html }));
  console.log(JSON.stringify({
    paths: sitePages.map((page) => page.path),
    posts,
    bios: leaders.map((leader) => leader.bio),
  }));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});`;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS);
  project = copyProject();
  const port = await freePort();
  cms = spawn(path.join("node_modules", ".bin", "tsx"), ["scripts/cms/start.ts"], {
    cwd: project,
    env: { ...process.env, PORT: String(port), CMS_PROXY_PORT: String(await freePort()) },
    stdio: "ignore",
    // Its own process group: the editor starts a dev server and a proxy, which must end with it.
    detached: true,
  });
  siteUrl = `http://localhost:${port}`;
  adminUrl = `${siteUrl}/admin`;
  await expect
    .poll(
      () =>
        fetch(adminUrl).then(
          (response) => response.text(),
          () => "",
        ),
      {
        timeout: START_TIMEOUT_MS,
      },
    )
    .toContain("cms.js");
});

test.afterAll(() => {
  if (cms?.pid) process.kill(-cms.pid, "SIGTERM");
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Moves the saved entry through `statuses`, then publishes it; each step waits for the last. */
async function reviewAndPublish(page: Page, statuses: string[]) {
  await page.getByRole("button", { name: "Status: Draft" }).waitFor();
  let current = "Draft";
  for (const status of statuses) {
    await page.getByRole("button", { name: `Status: ${current}` }).click();
    await page.getByRole("menuitem", { name: status }).click();
    await page.getByRole("button", { name: `Status: ${status}` }).waitFor();
    current = status;
  }
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("an editor previews a post, takes it through review to main, and edits a leader's bio", async ({
  page,
}) => {
  test.setTimeout(START_TIMEOUT_MS + 60_000);
  // Nothing here should wait long: a missing control fails the test at once, not at its timeout.
  page.setDefaultTimeout(20_000);
  // Publishing asks to confirm, and leaving an entry's editor asks before unloading.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(adminUrl);
  await expect(page).toHaveTitle("Fabric content editor");
  // The company's logo on the sign-in page and, once in, in the header.
  await expect(page.getByRole("img", { name: "Logo" })).toHaveAttribute("src", "/admin/logo.svg");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("navigation").getByRole("img", { name: "Logo" })).toHaveAttribute(
    "src",
    "/admin/logo.svg",
  );

  // A new post, previewed as the site draws it.
  await page.goto(`${adminUrl}#/collections/posts/new`);
  await page.getByLabel("Title").fill(POST.title);
  await page.getByLabel("Description").fill(POST.description);
  await page.getByLabel("Pub date").fill("2026-11-20");
  await page.getByLabel("Authors").click();
  await page.getByText("Amara Okafor", { exact: true }).click();
  await page.getByRole("button", { name: /Add tags/ }).click();
  await page.getByLabel("Item").fill("announcements");
  // The cover's image, the first of its two (the dark theme's is the second).
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: readFileSync("public/logo.png"),
  });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Alt").fill("The Fabric logo");
  // The body as Markdown, with raw HTML that would run if the preview drew it as written, pasted in
  // one insertion: typed key by key, the editor and its preview drew it again for each of its 140
  // characters (9 s of the test). The editor's switch to Markdown and its editable area have no
  // names of their own.
  await page
    .locator("div", { hasText: /^Rich TextMarkdown$/ })
    .getByRole("switch")
    .click();
  await page.locator("[contenteditable=true]").first().click();
  await page.keyboard.insertText(
    'Editors can now publish from the browser.\n\n<img src="/missing.png" alt="" onerror="parent.document.title = \'ran\'">',
  );

  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(POST.title);
  const postBody = preview.locator("[data-slot=post-body]");
  await expect(postBody).toContainText("Editors can now publish from the browser.");
  // The raw image goes as the build's sanitiser drops it (body images are written in Markdown),
  // and with it its handler: the text before it is drawn, the title never changed.
  await expect(postBody.getByText("Editors can now publish from the browser.")).toBeVisible();
  await expect(postBody.locator('img[src="/missing.png"], [onerror]')).toHaveCount(0);
  await expect(page).toHaveTitle("Fabric content editor");
  await expect(preview.getByRole("listitem").filter({ hasText: "Amara Okafor" })).toBeVisible();
  // The site's stylesheet draws it, in either theme.
  const background = () =>
    preview.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor);
  await preview.getByRole("button", { name: "Light" }).click();
  const light = await background();
  await preview.getByRole("button", { name: "Dark" }).click();
  await expect(preview.getByRole("button", { name: "Dark" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(background).not.toBe(light);
  expect(light).toBe("oklch(1 0 0)");

  // Saved, it is a draft on a branch of its own; `main` has none of it until it is published.
  const postFile = `app/content/posts/${POST.slug}.md`;
  const postBranch = `cms/posts/${POST.slug}`;
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => onBranch(postBranch, postFile)).toContain("Editors can now publish");
  expect(onBranch("main", postFile)).toBeNull();
  await reviewAndPublish(page, ["In review", "Ready"]);
  await expect.poll(() => onBranch("main", postFile)).toContain("Editors can now publish");
  // The proxy deletes the entry's branch once it has merged it, a moment after `main` has the post.
  await expect.poll(branches).toEqual(["main"]);
  const [, frontmatter, body] = onBranch("main", postFile)!.match(
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/,
  )!;
  expect(postFrontmatterSchema.parse(parse(frontmatter!))).toMatchObject({
    title: POST.title,
    authors: ["amara-okafor"],
    tags: ["announcements"],
    cover: { src: "/images/blog/cover.png", alt: "The Fabric logo" },
    draft: false,
  });
  expect(body).toContain("Editors can now publish from the browser.");
  expect(onBranch("main", "public/images/blog/cover.png")).not.toBeNull();

  // A leader's bio, from a fresh load of the launch data, through the same review.
  await page.goto(`${adminUrl}#/collections/data/entries/leaders`);
  await page.reload();
  await page.getByText("4 leaders").waitFor();
  await page.getByText("amara-okafor").locator("..").locator("button").first().click();
  await page.getByLabel("Bio").first().fill(NEW_BIO);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await reviewAndPublish(page, ["Ready"]);
  const leadersFile = "app/content/data/leaders.json";
  await expect.poll(() => onBranch("main", leadersFile)).toContain(NEW_BIO);
  const leaders = leadersSchema.parse(JSON.parse(onBranch("main", leadersFile)!)).leaders;
  expect(leaders[0]).toMatchObject({ id: "amara-okafor", bio: NEW_BIO });
  expect(leaders).toHaveLength(4);

  // The blog's own route, rendered by the copy's development server from what `main` holds now.
  const blog = await (await fetch(`${siteUrl}/blog`)).text();
  expect(blog).toContain(`href="/blog/${POST.slug}"`);
  expect(blog).toContain(POST.title);

  // What the build makes of them, read as its prerender reads it, in the copy: its list of pages
  // (the post's own), the posts its pages render (Markdown to HTML) and the leaders /about shows.
  // The modules are the build's own, without building all the rest of the site.
  const built = JSON.parse(await run(TSX, ["--eval", AS_BUILT], process.env)) as AsBuilt;
  expect(built.paths).toContain(`/blog/${POST.slug}`);
  expect(built.posts.find((post) => post.slug === POST.slug)).toMatchObject({
    title: POST.title,
    html: expect.stringContaining("Editors can now publish from the browser."),
  });
  expect(built.bios[0]).toBe(NEW_BIO);
});
