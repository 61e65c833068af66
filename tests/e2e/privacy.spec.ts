import { privacyNotice } from "../../app/content/privacy.ts";
import { site } from "../../app/content/site.ts";
import { expect, gotoHydrated, test, viewports } from "./fixtures.ts";

test("shows the date, the age threshold and the privacy contact", async ({ page }) => {
  await gotoHydrated(page, "/privacy-notice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  await expect(page.getByText("Last updated: January 03, 2024")).toBeVisible();
  await expect(
    page.getByText(/not knowingly collect personal information from children under 13/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: site.privacyEmail })).toHaveAttribute(
    "href",
    `mailto:${site.privacyEmail}`,
  );
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`every table-of-contents link scrolls to its section (${name})`, async ({ page }) => {
    // Thirteen scrolls: give it room on a busy machine.
    test.slow();
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/privacy-notice");
    const toc = page.getByRole("navigation", { name: "Contents" });
    const links = toc.getByRole("link");
    await expect(links).toHaveCount(privacyNotice.sections.length);
    for (const section of privacyNotice.sections) {
      await toc.getByRole("link", { name: section.heading }).click();
      await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
      const heading = page.getByRole("heading", { level: 2, name: section.heading });
      await expect(heading).toBeInViewport();
      // Not hidden under the sticky header.
      const box = await heading.boundingBox();
      expect(box?.y ?? 0, section.id).toBeGreaterThanOrEqual(60);
    }
  });
}
