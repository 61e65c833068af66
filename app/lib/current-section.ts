/**
 * The section a reader is in, as an index into `tops` (each section's top edge, px from the
 * viewport top, in page order): the last one whose top has passed `line`. Before the first section
 * it is -1 (nothing); at the very bottom of the page the last one is, even when it is too short to
 * reach the line.
 */
export function currentSection(tops: readonly number[], line: number, atBottom = false) {
  if (atBottom) return tops.length - 1;
  let current = -1;
  while (current + 1 < tops.length && tops[current + 1]! <= line) current++;
  return current;
}
