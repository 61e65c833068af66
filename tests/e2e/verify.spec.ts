import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import type { Page } from "@playwright/test";
import { certificateBundle, certificateFiles } from "../../app/content/certificate.ts";
import type { CertificateBundle } from "../../app/content/types.ts";
import { certificateHash, signCertificate } from "../../app/lib/certificate.ts";
import { bundleJson, encodeBundleFragment } from "../../app/lib/certificate-bundle.ts";
import { islandChunk } from "../../scripts/build/island-chunks.ts";
import {
  COLOUR_RULES,
  expect,
  expectAccessible,
  holdIslands,
  islandHydrated,
  problemsAtLineWidths,
  test,
  viewports,
} from "./fixtures.ts";

const bundlePath = `public${certificateFiles.bundle}`;
const tampered: CertificateBundle = {
  ...certificateBundle,
  fields: { ...certificateBundle.fields, humanInvolvement: "The agent approved it on its own" },
};
/** Signed with a key that is not on Fabric's published list. */
const otherKey = hexToBytes("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721");
const otherFields = { ...certificateBundle.fields, issuer: "Someone else" };
const unknownSigner: CertificateBundle = {
  version: 1,
  fields: otherFields,
  hash: certificateHash(otherFields),
  signature: signCertificate(otherFields, otherKey),
  publicKey: bytesToHex(secp256k1.getPublicKey(otherKey, true)),
};

function verdict(page: Page) {
  return page.getByRole("status").filter({ hasText: /^(Signature|Not issued)/ });
}

async function paste(page: Page, text: string) {
  await page.getByLabel("Certificate (JSON)").fill(text);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
}

async function drop(page: Page, text: string) {
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "cert.fabric-cert.json", { type: "application/json" }));
    return transfer;
  }, text);
  await page
    .getByText("Drop a .fabric-cert.json file here")
    .dispatchEvent("drop", { dataTransfer });
}

test.describe("before the verifier has hydrated", () => {
  let hydrate: () => void;
  test.beforeEach(async ({ page }) => {
    hydrate = await holdIslands(page);
    await page.goto("/verify");
  });

  test("a pasted certificate is verified", async ({ page }) => {
    await paste(page, bundleJson(certificateBundle, 2));
    expect(await islandHydrated(page, "verifier")).toBe(false);
    hydrate();
    await expect(verdict(page)).toContainText("Signed by Fabric");
    await expect(page.getByRole("region", { name: "Result" })).toBeFocused();
    await expect(page.getByLabel("Certificate (JSON)")).toHaveValue(/"version": 1/);
  });

  test("a dropped file is verified", async ({ page }) => {
    await drop(page, bundleJson(tampered));
    expect(await islandHydrated(page, "verifier")).toBe(false);
    hydrate();
    await expect(verdict(page)).toHaveText("Signature invalid");
  });

  test("the sample is verified", async ({ page }) => {
    await page.getByRole("button", { name: "Try the sample certificate" }).click();
    expect(await islandHydrated(page, "verifier")).toBe(false);
    hydrate();
    await expect(verdict(page)).toContainText("Signed by Fabric");
  });
});

/** Nothing of a certificate Fabric did not issue is drawn in Fabric's brand or offered to share. */
async function expectUnbranded(page: Page, claimedIssuer: string) {
  const claimed = page.getByRole("article", { name: "What this file claims" });
  await expect(claimed).toContainText("Fabric did not issue this certificate");
  await expect(claimed).toContainText(`Claims to be issued by${claimedIssuer}`);
  await expect(page.locator('[data-slot="certificate-card"]')).toHaveCount(0);
  await expect(page.getByText("Fabric Trust certificate", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
}

test("the verifier's code loads only on the verify pages", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.goto("/products/trust");
  expect(scripts.filter((url) => /certificate|verify/.test(url))).toEqual([]);
  const verifierCode = page.waitForRequest((request) =>
    new URL(request.url()).pathname.startsWith(`/assets/${islandChunk(["verifier"])}-`),
  );
  await page.goto("/verify");
  // The verifier is an island: its code is fetched once the page is idle, and runs as a visitor
  // reaches for it.
  await verifierCode;
  expect(await islandHydrated(page, "verifier")).toBe(false);
  await page.getByLabel("Certificate (JSON)").hover();
  await expect(page.locator('[data-island="verifier"]')).toHaveAttribute("data-hydrated");
});

// One load of the verifier takes each kind of input in turn, each answer replacing the last: each
// step was a test with a context and a load of its own, and still names what broke.
test("the verifier checks what is pasted, chosen or dropped, names what is wrong, and shares a link", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/verify");

  await test.step("the Verify button is a primary action in the brand's colour, like the header's", async () => {
    const background = (element: HTMLElement | SVGElement) =>
      getComputedStyle(element).backgroundColor;
    const learnMore = page
      .getByRole("banner")
      .getByRole("link", { name: /^Learn More/ })
      .first();
    await expect(learnMore).toBeVisible();
    expect(
      await page.getByRole("button", { name: "Verify", exact: true }).evaluate(background),
    ).toBe(await learnMore.evaluate(background));
  });

  await test.step("a pasted certificate is checked step by step and signed by Fabric", async () => {
    await expect(page.getByText(/Nothing leaves your browser/)).toBeVisible();
    await paste(page, bundleJson(certificateBundle, 2));
    await expect(verdict(page)).toContainText("Signature valid");
    await expect(verdict(page)).toContainText("Signed by Fabric");
    await expect(verdict(page)).toContainText("demo key");
    const result = page.getByRole("region", { name: "Result" });
    await expect(result).toBeFocused();
    const checks = result.getByRole("listitem");
    await expect(checks).toHaveText([
      /canonical JSON of the 8 signed fields \(451 bytes\)/,
      /SHA-256 matches/,
      /signature over that hash verifies/,
      /Key fingerprint [0-9a-f]{16}… is on Fabric's published list/,
    ]);
    const card = page.getByRole("article", { name: "Certificate of human participation" });
    await expect(card).toContainText(certificateBundle.fields.humanInvolvement);
  });

  await test.step("a tampered certificate reads invalid and names the failing checks", async () => {
    await paste(page, bundleJson(tampered));
    await expect(verdict(page)).toHaveText("Signature invalid");
    await expectUnbranded(page, tampered.fields.issuer);
    await expect(page.getByText(/differs from the certificate's verification hash/)).toBeVisible();
    await expect(page.getByText(/does not verify for this content/)).toBeVisible();
  });

  // After an invalid one, so the verdict and the text it leaves both change.
  await test.step("a chosen file is checked", async () => {
    await page.getByLabel("Choose a file").setInputFiles(bundlePath);
    await expect(verdict(page)).toContainText("Signature valid");
    await expect(page.getByLabel("Certificate (JSON)")).toHaveValue(/"version": 1/);
  });

  await test.step("a dropped file is checked", async () => {
    await drop(page, bundleJson(tampered));
    await expect(verdict(page)).toHaveText("Signature invalid");
  });

  await test.step("Share copies a link that verifies the same certificate", async () => {
    await page.getByRole("button", { name: "Try the sample certificate" }).click();
    await expect(verdict(page)).toContainText("Signature valid");
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText(/Link copied/)).toBeAttached();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const { pathname, hash } = new URL(link);
    expect(pathname).toBe("/verify");
    await page.goto(`${pathname}${hash}`);
    await expect(verdict(page)).toContainText("Signed by Fabric");
  });

  await test.step("bad input gets a message naming what is wrong, and the text is kept", async () => {
    await paste(page, "{ not json");
    const alert = page.getByRole("alert").filter({ hasText: "cannot be checked" });
    await expect(alert).toContainText("This is not JSON");
    await expect(page.getByLabel("Certificate (JSON)")).toHaveValue("{ not json");
    await paste(page, bundleJson({ ...certificateBundle, version: 2 as 1 }));
    await expect(alert).toContainText("Unsupported format version 2");
    await page.getByLabel("Choose a file").setInputFiles({
      name: "big.fabric-cert.json",
      mimeType: "application/json",
      buffer: Buffer.alloc(70 * 1024, " "),
    });
    await expect(alert).toContainText("never larger than 64 KB");
    await page.goto("/verify#not*base64url");
    await expect(alert).toContainText("not base64url");
  });
});

test("a link verifies on open, and the certificate never reaches the server", async ({ page }) => {
  const fragment = encodeBundleFragment(certificateBundle);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  await page.goto(`/verify#${fragment}`);
  await expect(verdict(page)).toContainText("Signed by Fabric");
  const leaked = requests.filter(
    (request) => request.includes(fragment.slice(0, 24)) || !request.startsWith("GET "),
  );
  expect(leaked).toEqual([]);

  // Another link on the page already open: the verifier follows the address's fragment.
  await test.step("a valid signature by an unpublished key reads not issued by Fabric, first", async () => {
    await page.goto(`/verify#${encodeBundleFragment(unknownSigner)}`);
    await expect(verdict(page)).toHaveText("Not issued by Fabric: signed by an unknown key");
    await expectUnbranded(page, "Someone else");
    await expect(
      page.getByText(/Key fingerprint [0-9a-f]+… is not on Fabric's published list/),
    ).toBeVisible();
    await expect(page.getByText("Signed by Fabric", { exact: true })).toHaveCount(0);
  });
});

/** Each verdict, as a link opens it, and the words that show it has arrived. */
const states = [
  { state: "valid", bundle: certificateBundle, shown: "Signed by Fabric" },
  { state: "signer unknown", bundle: unknownSigner, shown: "Not issued by Fabric" },
  { state: "invalid", bundle: tampered, shown: "Signature invalid" },
];
const scanTitle = (state: string) =>
  `axe finds no violations with the ${state} certificate, light and dark`;

/**
 * The placeholder's lines that do not fit the field as they are: wider than its content box (a line
 * the browser wraps), or more of them than its height holds (cut off). Measured in the field's own
 * font on a canvas, as the placeholder is drawn.
 */
async function placeholderMisfits() {
  // Measured in the face the field is drawn in.
  await document.fonts.ready;
  const field = document.querySelector<HTMLTextAreaElement>("#certificate-text")!;
  const style = getComputedStyle(field);
  const context = document.createElement("canvas").getContext("2d")!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const width = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const height =
    field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const lines = field.placeholder.split("\n");
  const misfits = lines
    .filter((line) => context.measureText(line).width > width)
    .map((line) => `"${line}" is wider than the field's ${Math.round(width)} px`);
  if (lines.length * parseFloat(style.lineHeight) > height)
    misfits.push(`${lines.length} lines do not fit the field's ${Math.round(height)} px`);
  return misfits;
}

test("the certificate field's placeholder fits it, unwrapped and whole, at 390, 1024 and 1280 px", async ({
  page,
}) => {
  const misfits = await problemsAtLineWidths(page, "/verify", () =>
    page.evaluate(placeholderMisfits),
  );
  expect(misfits, misfits.join("\n")).toEqual([]);
});

/**
 * Where /verify leaves its own lines: the privacy note under the centred header set to one side,
 * or the signing keys' blocks narrower than the verifier's cards above them.
 */
function offLines() {
  const problems: string[] = [];
  const note = document.querySelector('[data-slot="page-header"] > p:last-child')!;
  const align = getComputedStyle(note).textAlign;
  if (align !== "center") problems.push(`the privacy note is set ${align}`);
  const width = (selector: string) =>
    Math.round(document.querySelector(selector)!.getBoundingClientRect().width);
  const cards = width('section[aria-labelledby="input-heading"]');
  for (const block of ["pre", "ul"]) {
    const keys = width(`section[aria-labelledby="keys-heading"] ${block}`);
    if (Math.abs(keys - cards) > 1)
      problems.push(`the signing keys' ${block} is ${keys} px under ${cards} px cards`);
  }
  return problems;
}

test("the privacy note is centred under the header, and the signing keys run as wide as the cards, at 390, 1024 and 1280 px", async ({
  page,
}) => {
  const problems = await problemsAtLineWidths(page, "/verify", () => page.evaluate(offLines));
  expect(problems, problems.join("\n")).toEqual([]);
});

// Each verdict's markup is the same at every width; pages.spec.ts scans the sample's valid verdict
// on /verify/demo at the phone and desktop widths. One load follows a link to each verdict in
// turn (the verifier follows the fragment), each scanned whole in the light theme; then one
// switch to the dark theme, where only colours change, and each is scanned for them again.
test.describe("phone width", () => {
  test.use({ viewport: viewports.phone, colorScheme: "light" });

  test("axe finds no violations with any verdict or an unreadable link, light and dark", async ({
    page,
  }) => {
    // Seven axe scans of a long page: give them room on a busy machine.
    test.slow();
    const open = async ({ bundle, shown }: (typeof states)[number]) => {
      await page.goto(`/verify#${encodeBundleFragment(bundle)}`);
      await expect(verdict(page)).toContainText(shown);
    };
    for (const verdictState of states) {
      await test.step(scanTitle(verdictState.state), async () => {
        await open(verdictState);
        await expectAccessible(page);
      });
    }
    await test.step("axe finds no violations with an unreadable link", async () => {
      await page.goto("/verify#%%%");
      await expect(page.getByRole("alert").filter({ hasText: "cannot be checked" })).toBeVisible();
      await expectAccessible(page);
    });
    await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    for (const verdictState of states) {
      await test.step(scanTitle(verdictState.state), async () => {
        await open(verdictState);
        await expectAccessible(page, COLOUR_RULES);
      });
    }
  });
});
