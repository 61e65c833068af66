import { readFileSync } from "node:fs";
import {
  certificateFields,
  certificateFiles,
  certificateProof,
} from "../../app/content/certificate.ts";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";

test("shows the certificate and verifies its signature in the browser", async ({ page }) => {
  await gotoHydrated(page, "/verify/demo");
  const card = page.getByRole("article", { name: "Certificate of human participation" });
  await expect(card).toContainText("January 17, 2024, 14:32:08 UTC");
  await expect(card).toContainText(certificateFields.taskType);
  await expect(card).toContainText(certificateFields.humanInvolvement);
  await expect(card).toContainText(certificateProof.hash.slice(0, 10));
  await expect(card).toContainText("fabric-demo-public-key.pem");
  await expect(card).toContainText("ECDSA secp256k1");
  await expect(card.getByRole("img", { name: /QR seal.*\/verify\/demo/ })).toBeVisible();
  const status = page.getByRole("status").filter({ hasText: /Signature/ });
  await expect(status).toHaveText("Signature valid");
  await expect(
    page.getByText("Its SHA-256 matches the certificate's verification hash"),
  ).toBeVisible();
});

test("copies the full hash", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/verify/demo");
  await page.getByRole("button", { name: "Copy full hash" }).click();
  await expect(page.getByText("Full hash copied to the clipboard")).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certificateProof.hash);
});

test("tampering with a field invalidates the signature, and reset restores it", async ({
  page,
}) => {
  // Includes an axe scan: give it room on a busy machine.
  test.slow();
  await gotoHydrated(page, "/verify/demo");
  const status = page.getByRole("status").filter({ hasText: /Signature/ });
  await expect(status).toHaveText("Signature valid");
  const field = page.getByLabel("Human involvement");
  await field.fill("The agent approved it on its own");
  await expect(status).toHaveText("Signature invalid");
  await expect(page.locator('[data-field="humanInvolvement"]')).toHaveText(
    "The agent approved it on its own",
  );
  await expect(page.getByText(/differs from the certificate's verification hash/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Reset to the signed certificate" }).click();
  await expect(status).toHaveText("Signature valid");
  await expect(field).toHaveValue(certificateFields.humanInvolvement);

  // A single trailing space is enough.
  await page.getByLabel("Date").fill(`${certificateFields.date} `);
  await expect(status).toHaveText("Signature invalid");
});

test("the public key, certificate bytes and signature download", async ({ page }) => {
  await gotoHydrated(page, "/verify/demo");
  const expected = {
    "fabric-demo-public-key.pem": readFileSync(`public${certificateFiles.publicKey}`),
    "fabric-demo-certificate.json": readFileSync(`public${certificateFiles.data}`),
    "fabric-demo-certificate.sig": readFileSync(`public${certificateFiles.signature}`),
  };
  const links = [
    page.getByRole("link", { name: "fabric-demo-public-key.pem" }),
    page.getByRole("link", { name: "Certificate bytes (.json)" }),
    page.getByRole("link", { name: "Signature (.sig, DER)" }),
  ];
  for (const link of links) {
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const name = download.suggestedFilename() as keyof typeof expected;
    const path = await download.path();
    expect(readFileSync(path)).toEqual(expected[name]);
  }
  expect(expected["fabric-demo-public-key.pem"].toString()).toContain("-----BEGIN PUBLIC KEY-----");
});

test("the verification code loads only on this page", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await gotoHydrated(page, "/");
  expect(scripts.some((url) => url.includes("verify.demo"))).toBe(false);
  await gotoHydrated(page, "/verify/demo");
  expect(scripts.some((url) => url.includes("verify.demo"))).toBe(true);
});
