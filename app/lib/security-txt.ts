/** `/.well-known/security.txt` (RFC 9116), written at build time by `routes/security-txt.ts`. */
import { pages, securityTxtPath } from "~/content/pages";
import { DISCLOSURE_SECTION_ID, securityTxtFacts } from "~/content/security";
import { site } from "~/content/site";
import { absoluteUrl } from "./config";

const MS_PER_DAY = 86_400_000;

/** An RFC 3339 time in UTC to the second, as RFC 9116's examples write it. */
function timestamp(date: Date) {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The file's fields. `Expires` is the build's date plus `securityTxtFacts.lifetimeDays`, under the
 * RFC's recommended year: a build older than that says its contact may be stale.
 */
export function securityTxt(siteUrl: string, now: Date) {
  const expires = new Date(now.getTime() + securityTxtFacts.lifetimeDays * MS_PER_DAY);
  return [
    `Contact: mailto:${site.securityEmail}`,
    `Expires: ${timestamp(expires)}`,
    `Policy: ${absoluteUrl(pages.security.path, siteUrl)}#${DISCLOSURE_SECTION_ID}`,
    `Preferred-Languages: ${securityTxtFacts.languages.join(", ")}`,
    `Canonical: ${absoluteUrl(securityTxtPath, siteUrl)}`,
    "",
  ].join("\n");
}
