/** Spreadsheets run cells that start with these as formulas (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text is prefixed with an apostrophe, then everything is quoted. */
export function csvCell(value: unknown) {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]) {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
