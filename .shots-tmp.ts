// Looks at the consent banner: 390, 1024, 1280 px, light and dark, keyboard focus on each button.
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildApp } from "./server/app.ts";

const app = await buildApp({ buildDir: path.resolve("node_modules/.cache/e2e-analytics-build") });
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const out = "/tmp/consent-notes/shots";
for (const width of [390, 1024, 1280]) {
  for (const scheme of ["light", "dark"] as const) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
    const tabs = { link: 2, accept: 3, reject: 4 };
    for (const [name, count] of Object.entries(tabs)) {
      await page.goto(`${base}/pricing`);
      for (let i = 0; i < count; i++) await page.keyboard.press("Tab");
      await page.screenshot({ path: `${out}/pricing-${width}-${scheme}-${name}.png` });
    }
    // Reopened from the footer's Cookie settings after a choice.
    await page.getByRole("button", { name: "Reject" }).click();
    await page.getByRole("link", { name: "Cookie settings" }).click();
    // A smooth scroll to the banner: wait until the page stops moving.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const y = scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY === y)));
        }),
    );
    await page.screenshot({ path: `${out}/pricing-${width}-${scheme}-reopened.png` });
    await page.close();
  }
}
await browser.close();
await app.close();
