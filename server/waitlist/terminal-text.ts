import { BIDI_CONTROL } from "../../app/features/waitlist/schema.ts";

/**
 * Characters a terminal may act on instead of printing: C0/C1 controls (escape sequences, bells,
 * carriage returns), bidi controls (which reorder a line), line and paragraph separators, and lone
 * surrogates. Other format characters stay: the joiners inside an emoji (👩🏽‍💻) are part of it.
 */
const UNPRINTABLE = new RegExp(`[\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}]|${BIDI_CONTROL.source}`, "gu");
const UNPRINTABLE_EXCEPT_LINE_BREAKS = new RegExp(`(?![\\n\\r])(?:${UNPRINTABLE.source})`, "gu");

function escape(char: string) {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * Text made safe to print: every unprintable character as a visible `\uXXXX`. The receiver refuses
 * control characters; this also covers rows stored before it did, and anything written to the
 * database by other means.
 */
export function printable(text: string, { keepLineBreaks = false } = {}) {
  return text.replace(keepLineBreaks ? UNPRINTABLE_EXCEPT_LINE_BREAKS : UNPRINTABLE, escape);
}
