/**
 * Lists every launch placeholder still in place and exits 1 while any remains.
 * Usage: npm run launch:check (with the production build's SITE_URL set)
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { dataFiles, DATA_DIR } from "../../app/content/data-schemas.ts";
import { signingKeys } from "../../app/content/signing-keys.ts";
import { DEFAULT_SITE_URL } from "../../app/lib/config.ts";
import { findPlaceholders, formatReport } from "./launch-placeholders.ts";

const read = (file: string) => readFileSync(file, "utf8");

/** Content modules and mock screens: copy a visitor reads, where an example host may hide. */
function textFiles() {
  const files = [
    ...readdirSync("app/content", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|md)$/.test(file) && !file.endsWith(".test.ts"))
      .map((file) => path.join("app/content", file)),
    ...readdirSync("scripts/render/screens")
      .filter((file) => file.endsWith(".html"))
      .map((file) => path.join("scripts/render/screens", file)),
  ];
  return Object.fromEntries(
    files.sort().map((file) => [file.split(path.sep).join("/"), read(file)]),
  );
}

const found = findPlaceholders({
  data: Object.fromEntries(
    dataFiles.map(({ name }) => [name, JSON.parse(read(path.join(DATA_DIR, `${name}.json`)))]),
  ),
  texts: textFiles(),
  securitySource: read("app/content/security.ts"),
  signingKeys,
  siteUrl: process.env.SITE_URL?.trim() || DEFAULT_SITE_URL,
});
process.stdout.write(formatReport(found));
process.exitCode = found.length > 0 ? 1 : 0;
