/**
 * The security page (the trust centre) and the security contact file, as a compliance buyer or a
 * researcher meets them. Every route's layout and axe checks include /security (pages.spec.ts).
 */
import { pages } from "../../app/content/pages.ts";
import {
  DISCLOSURE_SECTION_ID,
  isDecided,
  PENDING,
  securityCopy,
} from "../../app/content/security.ts";
import { site } from "../../app/content/site.ts";
import { asShown, expect, test } from "./fixtures.ts";

// One visit: the footer's last link lands on the security page, which is then read and left for
// the keys, and an arrival at its disclosure section comes last. Each step was a test with a
// context and a load of its own, and still names what broke.
test("a visitor reaches the security page from any footer, reads what it states, and follows its links", async ({
  page,
}) => {
  await test.step("the footer on every page links to the security page", async () => {
    for (const from of ["/", pages.pricing.path, "/no-such-page"]) {
      await page.goto(from);
      await page.locator("footer").getByRole("link", { name: "Security", exact: true }).click();
      await expect(page, from).toHaveURL(/\/security$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(securityCopy.heading);
    }
  });

  await test.step("states where data goes, who processes it, and how to report a vulnerability", async () => {
    const contents = page.getByRole("navigation", { name: securityCopy.contentsLabel });
    for (const section of Object.values(securityCopy.sections)) {
      await expect(
        page.getByRole("heading", { level: 2, name: asShown(section.heading) }),
      ).toBeVisible();
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
    await expect(
      table.getByRole("rowheader", { name: "Google (Google Analytics 4)" }),
    ).toBeVisible();

    const disclosure = page.locator(`#${DISCLOSURE_SECTION_ID}`);
    await expect(disclosure.getByRole("link", { name: site.securityEmail })).toHaveAttribute(
      "href",
      `mailto:${site.securityEmail}`,
    );
    for (const heading of ["Scope", "What happens next", "Safe harbour"]) {
      await expect(disclosure.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
  });

  await test.step("what the company has yet to state is left out, never shown as pending", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(securityCopy.heading);
    await expect(page.locator("body")).not.toContainText(PENDING);
  });

  await test.step("the published signing keys are one click away", async () => {
    await page.getByRole("link", { name: "See the published keys" }).click();
    await expect(page).toHaveURL(/\/verify#keys-heading$/);
    await expect(page.locator("#keys-heading")).toBeInViewport();
  });

  await test.step("security.txt's policy, the disclosure section, is where an arrival at it lands", async () => {
    // security.txt names this address (tests/built/site.test.ts).
    await page.goto(`${pages.security.path}#${DISCLOSURE_SECTION_ID}`);
    await expect(
      page.getByRole("heading", { level: 2, name: securityCopy.sections.disclosure.heading }),
    ).toBeInViewport();
  });
});
