/**
 * The editor end to end, as an editor meets it: `npm run cms` on a temporary copy of the project (so
 * this working tree never changes), a new post and a leader's new bio saved in Chromium, both files
 * checked, then the build's own modules, run in the copy, list the post's page, render it, and give
 * /about the new bio.
 */
import { expect, test } from "@playwright/test";
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
  return copy;
}

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
  adminUrl = `http://localhost:${port}/admin`;
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

test("an editor creates a post and edits a leader's bio, and the build's modules show both", async ({
  page,
}) => {
  test.setTimeout(START_TIMEOUT_MS + 60_000);
  // Nothing here should wait long: a missing control fails the test at once, not at its timeout.
  page.setDefaultTimeout(20_000);
  // Leaving the post's editor asks before unloading; the post is saved by then.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(adminUrl);
  await page.getByRole("button", { name: "Login" }).click();

  // A new post.
  await page.goto(`${adminUrl}#/collections/posts/new`);
  await page.getByLabel("Title").fill(POST.title);
  await page.getByLabel("Description").fill(POST.description);
  await page.getByLabel("Pub date").fill("2026-11-20");
  await page.getByLabel("Authors").click();
  await page.getByText("Amara Okafor", { exact: true }).click();
  await page.getByRole("button", { name: /Add tags/ }).click();
  await page.getByLabel("Item").fill("announcements");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: readFileSync("public/logo.png"),
  });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Alt").fill("The Fabric logo");
  // The Markdown editor is a rich-text area without a label of its own.
  await page.locator("[contenteditable=true]").first().click();
  await page.keyboard.type("Editors can now publish from the browser.");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  const postFile = path.join(project, "app/content/posts", `${POST.slug}.md`);
  // The editor's local server creates the file before it writes it: wait for the whole post.
  const written = () => (existsSync(postFile) ? readFileSync(postFile, "utf8") : "");
  await expect.poll(written, { timeout: 20_000 }).toContain("Editors can now publish");
  const [, frontmatter, body] = written().match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)!;
  expect(postFrontmatterSchema.parse(parse(frontmatter!))).toMatchObject({
    title: POST.title,
    authors: ["amara-okafor"],
    tags: ["announcements"],
    cover: { src: "/images/blog/cover.png", alt: "The Fabric logo" },
    draft: false,
  });
  expect(body).toContain("Editors can now publish from the browser.");
  // The editor's local server writes the post's file before its images.
  await expect
    .poll(() => existsSync(path.join(project, "public/images/blog/cover.png")), { timeout: 20_000 })
    .toBe(true);

  // A leader's bio, from a fresh load of the launch data, once the editor has moved to the saved
  // post's address (a move that lands after ours would take the page back to the post).
  await expect(page).toHaveURL(new RegExp(`#/collections/posts/entries/${POST.slug}$`));
  await page.goto(`${adminUrl}#/collections/data`);
  await page.reload();
  await page.getByRole("link", { name: "Launch data" }).click();
  await page.getByText("Leaders", { exact: true }).click();
  await page.getByText("4 leaders").waitFor();
  await page.getByText("amara-okafor").locator("..").locator("button").first().click();
  await page.getByLabel("Bio").first().fill(NEW_BIO);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  const leadersFile = path.join(project, "app/content/data/leaders.json");
  await expect
    .poll(() => readFileSync(leadersFile, "utf8"), { timeout: 20_000 })
    .toContain(NEW_BIO);
  const leaders = leadersSchema.parse(JSON.parse(readFileSync(leadersFile, "utf8"))).leaders;
  expect(leaders[0]).toMatchObject({ id: "amara-okafor", bio: NEW_BIO });
  expect(leaders).toHaveLength(4);

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
