/**
 * Checks a Fabric Trust certificate bundle (.fabric-cert.json) the way /verify does, and prints the
 * same checks. Exit status: 0 signed by a published Fabric key, 1 invalid or unreadable,
 * 2 signature valid but the signer is not on the published list.
 * Usage: npm run certificate:verify -- <file>
 */
import { readFileSync, statSync } from "node:fs";
import {
  MAX_BUNDLE_BYTES,
  checkBundle,
  parseBundleText,
  reportChecks,
  tooLarge,
} from "../../app/lib/certificate-bundle.ts";
import { verificationCopy } from "../../app/content/verification.ts";

const EXIT = { fabric: 0, invalid: 1, "unknown-signer": 2 } as const;
const MARKS = { passed: "✓", failed: "✗", warning: "!" } as const;

function read(file: string | undefined) {
  if (!file) return { ok: false as const, error: "Usage: npm run certificate:verify -- <file>" };
  try {
    const size = statSync(file).size;
    if (size > MAX_BUNDLE_BYTES) return tooLarge(size);
    return parseBundleText(readFileSync(file, "utf8"));
  } catch (error) {
    return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
  }
}

const file = process.argv[2];
const parsed = read(file);
if (!parsed.ok) {
  console.error(`✗ ${parsed.error}`);
  process.exit(EXIT.invalid);
}

const report = checkBundle(parsed.value);
const copy = verificationCopy.status;
for (const check of reportChecks(report)) console.log(`${MARKS[check.status]} ${check.text}`);
console.log(`  fingerprint ${report.fingerprint}`);
const verdict = {
  fabric: `${copy.valid}. ${copy.signedByFabric}${report.signer?.demo ? ` (${copy.demoKey})` : ""}`,
  "unknown-signer": copy.unknownSigner,
  invalid: copy.invalid,
}[report.verdict];
console.log(`\n${verdict}`);
process.exit(EXIT[report.verdict]);
