/**
 * The brand face on a visit's first page, imported by the head script after the first paint as it
 * starts the font's fetch (`app/lib/brand-font.ts`). Its face is of the same file, which the browser
 * fetches once, and is swapped in whenever it arrives, so that nothing on screen moves
 * (`app/lib/font-swap.ts`).
 */
import fontUrl from "~/fonts/inter-latin-wght.woff2?url";
import { brandFont } from "~/lib/brand-font";
import { swapInWhenLoaded } from "~/lib/font-swap";

const { family, url, weight } = brandFont(fontUrl);
swapInWhenLoaded(document, new FontFace(family, `url(${url})`, { weight }));
