/**
 * The security page (the trust centre) and the security contact file, as a compliance buyer or a
 * researcher meets them. Every route's layout and axe checks include /security (pages.spec.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pages, securityTxtPath } from "../../app/content/pages.ts";
import {
  DISCLOSURE_SECTION_ID,
  isDecided,
  PENDING,
  securityCopy,
} from "../../app/content/security.ts";
import { site } from "../../app/content/site.ts";
import { expect, test } from "./fixtures.ts";

test("the footer on every page links to the security page", async ({ page }) => {
  for (const from of ["/", pages.pricing.path, "/no-such-page"]) {
    await page.goto(from);
    await page.locator("footer").getByRole("link", { name: "Security", exact: true }).click();
    await expect(page, from).toHaveURL(/\/security$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(securityCopy.heading);
  }
});

test("states where data goes, who processes it, and how to report a vulnerability", async ({
  page,
}) => {
  await page.goto(pages.security.path);
  const contents = page.getByRole("navigation", { name: securityCopy.contentsLabel });
  for (const section of Object.values(securityCopy.sections)) {
    await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    await expect(contents.getByRole("link", { name: section.heading })).toHaveAttribute(
      "href",
      `#${section.id}`,
    );
  }

  const table = page.getByRole("table", { name: securityCopy.subProcessorLabels.caption });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Provider",
    "Purpose",
    "Data",
    "Region",
  ]);
  const named = securityCopy.subProcessors.filter(isDecided);
  await expect(table.getByRole("row")).toHaveCount(named.length + 1);
  await expect(table.getByRole("rowheader", { name: "Google (Google Analytics 4)" })).toBeVisible();

  const disclosure = page.locator(`#${DISCLOSURE_SECTION_ID}`);
  await expect(disclosure.getByRole("link", { name: site.securityEmail })).toHaveAttribute(
    "href",
    `mailto:${site.securityEmail}`,
  );
  for (const heading of ["Scope", "What happens next", "Safe harbour"]) {
    await expect(disclosure.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
});

test("what the company has yet to state is left out, never shown as pending", async ({ page }) => {
  await page.goto(pages.security.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(securityCopy.heading);
  await expect(page.locator("body")).not.toContainText(PENDING);
});

test("the published signing keys are one click away", async ({ page }) => {
  await page.goto(pages.security.path);
  await page.getByRole("link", { name: "See the published keys" }).click();
  await expect(page).toHaveURL(/\/verify#keys-heading$/);
  await expect(page.locator("#keys-heading")).toBeInViewport();
});

/** RFC 9116's format: `Field: value` lines; comments and blank lines are allowed. */
function fieldsOf(text: string) {
  const fields: Record<string, string[]> = {};
  for (const line of text.split(/\r?\n/).filter((l) => l.trim() && !l.startsWith("#"))) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, line).not.toBeNull();
    (fields[match![1]!.toLowerCase()] ??= []).push(match![2]!);
  }
  return fields;
}

test("security.txt is served as plain text, valid for less than a year, and points to the policy", async ({
  page,
  request,
}) => {
  const response = await request.get(securityTxtPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  // The same file a static host serves from the build.
  expect(readFileSync(path.join("build", "client", securityTxtPath), "utf8")).toBe(text);

  const fields = fieldsOf(text);
  expect(fields.contact).toEqual([`mailto:${site.securityEmail}`]);
  expect(fields.expires).toHaveLength(1);
  const expires = Date.parse(fields.expires![0]!);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  expect(fields["preferred-languages"]).toEqual(["en"]);
  expect(fields.canonical).toEqual([`http://localhost:3000${securityTxtPath}`]);

  const policy = new URL(fields.policy![0]!);
  expect(policy.pathname + policy.hash).toBe(`${pages.security.path}#${DISCLOSURE_SECTION_ID}`);
  await page.goto(policy.pathname + policy.hash);
  await expect(
    page.getByRole("heading", { level: 2, name: securityCopy.sections.disclosure.heading }),
  ).toBeInViewport();
});
