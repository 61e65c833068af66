/**
 * The brand face's check on a visit's first page (`app/lib/brand-font-swap.ts`), imported by the
 * head script after the first paint as it starts the font's fetch. Its face is of the same file,
 * which the browser fetches once.
 */
import fontUrl from "~/fonts/inter-latin-wght.woff2?url";
import { brandFont } from "~/lib/brand-font";
import { takeBrandFace } from "~/lib/brand-font-swap";

const { family, url, weight } = brandFont(fontUrl);
void takeBrandFace(document, new FontFace(family, `url(${url})`, { weight, display: "swap" }));
