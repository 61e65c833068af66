/**
 * Hyphenated words, each part starting with a letter ("sign-off", "go-to-market", "HMAC-SHA256").
 * Browsers may wrap a line after any hyphen, which leaves "compliance-" at a line's end; ids and
 * numbers with a part that starts with a digit ("FAB-DEMO-2024-0117-4Q7K", "SHA-256") wrap as
 * written.
 */
const COMPOUND = /(?<![\p{L}\p{N}-])\p{L}[\p{L}\p{N}]*(?:-\p{L}[\p{L}\p{N}]*)+(?![\p{L}\p{N}-])/gu;

export type TextPart = { text: string; compound: boolean };

/** A text as its runs of plain text and its compounds, in order; joined, they are the text. */
export function splitCompounds(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(COMPOUND)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), compound: false });
    parts.push({ text: match[0], compound: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), compound: false });
  return parts;
}
