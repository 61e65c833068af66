/**
 * The brand face on a visit's first page, imported by the head script after the first paint as it
 * starts the font's fetch (`app/lib/brand-font.ts`). Its face is of the same file, which the browser
 * fetches once, and swaps in whenever it arrives: the fallback ("Inter Fallback" in `app.css`) is
 * matched to Inter's metrics, so the swap moves nothing a visitor notices.
 */
import fontUrl from "~/fonts/inter-latin-wght.woff2?url";
import { brandFont } from "~/lib/brand-font";

const { family, url, weight } = brandFont(fontUrl);
document.fonts.add(new FontFace(family, `url(${url})`, { weight, display: "swap" }));
