/**
 * Hyphenated words, each part starting with a letter ("sign-off", "go-to-market", "HMAC-SHA256").
 * Browsers may wrap a line after any hyphen, which leaves "compliance-" at a line's end; ids and
 * numbers with a part that starts with a digit ("FAB-DEMO-2024-0117-4Q7K", "SHA-256") wrap as
 * written.
 */
const COMPOUND = /(?<![\p{L}\p{N}-])\p{L}[\p{L}\p{N}]*(?:-\p{L}[\p{L}\p{N}]*)+(?![\p{L}\p{N}-])/gu;

/** U+2060 WORD JOINER: no line break on either side of it, and nothing drawn. */
export const WORD_JOINER = "\u2060";

/**
 * The text with a word joiner after each hyphen of its compounds, so that no line ends there. The
 * text stays one run: a compound wrapped in an element of its own splits its paragraph into texts
 * that start mid-line, and each such start moves sideways when the brand face swaps in.
 */
export const joinCompounds = (text: string) =>
  text.replace(COMPOUND, (compound) => compound.replaceAll("-", `-${WORD_JOINER}`));
