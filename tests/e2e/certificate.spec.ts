import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  certificateFields,
  certificateFiles,
  certificateProof,
} from "../../app/content/certificate.ts";
import {
  expect,
  expectAccessible,
  holdIslands,
  islandHydrated,
  test,
  resize,
  viewports,
  withoutBrandFont,
} from "./fixtures.ts";

const SAMPLE_CHECK_WORKER = "**/assets/sample-check.worker-*.js";

function verdict(page: Page) {
  return page.getByRole("status").filter({ hasText: /^Signature/ });
}

// One load of the sample takes a visitor's every read, copy, download and edit in turn: each step
// was a test with a context and a load of its own, and still names what broke. The check that the
// page's own code verified the sample, without React, comes first, before anything reaches for
// the island.
test.describe("the sample certificate", () => {
  test.use({ viewport: viewports.desktop });

  test("is checked in this browser, shows its proof, copies, downloads, resists tampering and fits", async ({
    page,
    context,
  }) => {
    // Includes an axe scan: give it room on a busy machine.
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await test.step("the verification code loads only on this page", async () => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/assets/")) scripts.push(request.url());
      });
      await page.goto("/");
      expect(scripts.some((url) => /certificate|sample-check/.test(url))).toBe(false);
      await page.goto("/verify/demo");
      await expect
        .poll(() => scripts.some((url) => url.includes("sample-check.worker")))
        .toBe(true);
    });

    await test.step("the verdict is this browser's own, without React: a worker checks the signature as the page loads", async () => {
      await expect(verdict(page)).toContainText("Signed by Fabric");
      await expect(page.locator('[data-island="certificate"]')).toHaveAttribute(
        "data-checked-in-browser",
      );
      // Shown, in place of the check under way (the page's styles follow the mark).
      await expect(page.getByText("Signature valid")).toBeVisible();
      await expect(page.getByText("Verifying in your browser…")).toBeHidden();
      await page.waitForLoadState("networkidle");
      expect(await islandHydrated(page, "certificate")).toBe(false);
    });

    await test.step("shows the certificate and verifies its signature in the browser", async () => {
      const card = page.getByRole("article", { name: "Certificate of human participation" });
      await expect(card).toContainText("January 17, 2024, 14:32:08 UTC");
      await expect(card).toContainText(certificateFields.taskType);
      await expect(card).toContainText(certificateFields.humanInvolvement);
      await expect(card).toContainText(certificateProof.hash.slice(0, 10));
      await expect(card).toContainText("fabric-demo-public-key.pem");
      await expect(card).toContainText("ECDSA secp256k1");
      const seal = card.getByRole("img", { name: /QR seal: scan to check/ });
      await seal.scrollIntoViewIfNeeded();
      await expect(seal).toBeVisible();
      // Drawn from its own file (an image that fails to load has no natural size), at the page's size.
      const width = Number(await seal.getAttribute("width"));
      expect(width).toBeGreaterThan(200);
      await expect
        .poll(() =>
          seal.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
        )
        .toBe(width);
      const status = page.getByRole("status").filter({ hasText: /^Signature/ });
      await expect(status).toContainText("Signature valid");
      await expect(status).toContainText("Signed by Fabric");
      await expect(
        page.getByText("Its SHA-256 matches the certificate's verification hash"),
      ).toBeVisible();
    });

    // The layout at each of the two widths, on this one load.
    for (const [name, viewport] of Object.entries(viewports)) {
      await resize(page, viewport);
      await test.step(`${name} width: the heading, the command and the side-by-side panels fit`, async () => {
        // "proof-of-human" stays on one line.
        const term = page.getByRole("heading", { level: 1 }).locator("span");
        await expect(term).toHaveText("proof-of-human");
        expect(await term.evaluate((element) => element.getClientRects().length)).toBe(1);
        const command = page.getByLabel("OpenSSL command");
        const fits = await command.evaluate(
          (element) => element.scrollWidth <= element.clientWidth,
        );
        expect(fits, "the openssl command is not clipped").toBe(true);
        if (viewport.width >= 1024) {
          const card = await page.locator('[data-slot="certificate-card"]').boundingBox();
          const tamper = await page.getByRole("region", { name: "Try to tamper" }).boundingBox();
          expect(Math.abs(card!.y + card!.height - (tamper!.y + tamper!.height))).toBeLessThan(2);
          expect(tamper!.x).toBeGreaterThan(card!.x + card!.width);
        }
      });
    }

    await test.step("copies the full hash", async () => {
      await page.getByRole("button", { name: "Copy full hash" }).click();
      await expect(page.getByText("Full hash copied to the clipboard")).toBeAttached();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certificateProof.hash);
    });

    await test.step("the public key, certificate bytes and signature download", async () => {
      const expected = {
        "fabric-demo-public-key.pem": readFileSync(`public${certificateFiles.publicKey}`),
        "fabric-demo-certificate.json": readFileSync(`public${certificateFiles.data}`),
        "fabric-demo-certificate.sig": readFileSync(`public${certificateFiles.signature}`),
        "fabric-demo-certificate.fabric-cert.json": readFileSync(
          `public${certificateFiles.bundle}`,
        ),
      };
      const links = [
        page.getByRole("link", { name: "fabric-demo-public-key.pem" }),
        page.getByRole("link", { name: "Certificate bytes (.json)" }),
        page.getByRole("link", { name: "Signature (.sig, DER)" }),
        page.getByRole("link", { name: "Whole certificate (.fabric-cert.json)" }),
      ];
      for (const link of links) {
        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        const name = download.suggestedFilename() as keyof typeof expected;
        const path = await download.path();
        expect(readFileSync(path)).toEqual(expected[name]);
      }
      expect(expected["fabric-demo-public-key.pem"].toString()).toContain(
        "-----BEGIN PUBLIC KEY-----",
      );
    });

    await test.step("tampering with a field invalidates the signature, and reset restores it", async () => {
      const status = page.getByRole("status").filter({ hasText: /^Signature/ });
      await expect(status).toContainText("Signature valid");
      const field = page.getByLabel("Human involvement");
      await field.fill("The agent approved it on its own");
      await expect(status).toHaveText("Signature invalid");
      await expect(page.locator('[data-field="humanInvolvement"]')).toHaveText(
        "The agent approved it on its own",
      );
      await expect(
        page.getByText(/differs from the certificate's verification hash/),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Reset to the signed certificate" }).click();
      await expect(status).toContainText("Signature valid");
      await expect(field).toHaveValue(certificateFields.humanInvolvement);

      // A single trailing space is enough.
      await page.getByLabel("Date").fill(`${certificateFields.date} `);
      await expect(status).toHaveText("Signature invalid");
      // The signed certificate again, for the steps after this one.
      await page.getByRole("button", { name: "Reset to the signed certificate" }).click();
      await expect(status).toContainText("Signature valid");
    });

    await test.step("the openssl command copies, and the sample links to the verifier", async () => {
      await page.getByRole("button", { name: "Copy command" }).click();
      await expect(page.getByText("Command copied to the clipboard")).toBeAttached();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.replace(/\\\n\s*/g, "")).toBe(
        "openssl dgst -sha256 -verify fabric-demo-public-key.pem -signature fabric-demo-certificate.sig fabric-demo-certificate.json",
      );
      await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText(/Link copied/)).toBeAttached();
      const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(link.pathname).toBe("/verify");
      expect(link.hash.length).toBeGreaterThan(500);
      await page.getByRole("link", { name: "Verify a certificate you received" }).click();
      await expect(page).toHaveURL(/\/verify$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Verify a Fabric Trust certificate",
      );
    });
  });
});

test("a browser that finds anything else never shows the build's verdict: the island checks it itself", async ({
  page,
}) => {
  // A worker whose report differs from the build's (as a browser whose crypto disagreed would).
  await page.route(SAMPLE_CHECK_WORKER, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'postMessage({ verdict: "invalid" })',
    }),
  );
  await page.goto("/verify/demo");
  const island = page.locator('[data-island="certificate"]');
  await expect(island).toHaveAttribute("data-hydrated");
  await expect(verdict(page)).toContainText("Signed by Fabric");
  await expect(island).not.toHaveAttribute("data-checked-in-browser");
});

test("an edit made before the verifier has hydrated is checked", async ({ page }) => {
  const hydrate = await holdIslands(page);
  await page.goto("/verify/demo");
  await page.getByLabel("Human involvement").fill("The agent approved it on its own");
  expect(await islandHydrated(page, "certificate")).toBe(false);
  hydrate();
  await expect(verdict(page)).toHaveText("Signature invalid");
  await expect(page.locator('[data-field="humanInvolvement"]')).toHaveText(
    "The agent approved it on its own",
  );
  await page.getByRole("button", { name: "Reset to the signed certificate" }).click();
  await expect(verdict(page)).toContainText("Signature valid");
});

test("the browser's verdict arrives in the space held for it: nothing on the page moves", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  // The verdict's own space: the brand face's swap is font.spec.ts's.
  await withoutBrandFont(page);
  await page.addInitScript(() => {
    const win = window as unknown as { shift: number };
    win.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        win.shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/verify/demo");
  const status = page.getByRole("status").filter({ hasText: "Signature valid" });
  await expect(status).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
});
