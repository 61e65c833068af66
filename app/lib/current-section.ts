/** Where a section's top edge is, relative to the top of the viewport. */
export type SectionTop = { id: string; top: number };

/**
 * The section a reader is in: the last one whose top has passed `line` (px from the viewport top).
 * Before the first section nothing is current; at the very bottom of the page the last one is,
 * even when it is too short to reach the line.
 */
export function currentSection(
  sections: readonly SectionTop[],
  line: number,
  atBottom = false,
): string | null {
  const last = sections.at(-1);
  if (atBottom && last) return last.id;
  let current: string | null = null;
  for (const section of sections) {
    if (section.top > line) break;
    current = section.id;
  }
  return current;
}
