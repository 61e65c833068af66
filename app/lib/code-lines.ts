/** A stretch of a code line: `whole` when it must not break across lines (a hyphenated word). */
export type CodePart = { text: string; whole: boolean };
export type CodeLine = { indent: number; parts: CodePart[] };

const HYPHENATED = /(\S*\S-\S\S*)/;

/**
 * A code listing's lines for display in a narrow box: each line's indent (its leading spaces), so a
 * line too long for the box can continue under its own text rather than at column 0, and its text
 * in parts, so a word with a hyphen ("gross-negligence", "MSA-2291") never breaks at the hyphen.
 */
export function codeLines(code: string): CodeLine[] {
  return code.split("\n").map((line) => ({
    indent: line.length - line.trimStart().length,
    parts: line
      .split(HYPHENATED)
      .filter(Boolean)
      .map((text) => ({ text, whole: HYPHENATED.test(text) })),
  }));
}
