/** A benchmark's command line: its arguments, and the value that follows an option (`--runs 5`). */
export const args = process.argv.slice(2);

export function option(name: string) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
