import { withoutFormula } from "./spreadsheet-text.ts";

/** One CSV cell: formula-like text is prefixed with an apostrophe, then everything is quoted. */
export function csvCell(value: unknown) {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${withoutFormula(text).replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]) {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
