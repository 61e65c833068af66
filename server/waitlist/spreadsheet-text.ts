/** Spreadsheets run cells that start with these as formulas (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows instead of running: formula-like text gets a leading apostrophe. Applied
 * wherever a lead leaves the store (the CSV export and the forwarded body alike), since a workflow
 * may append the forwarded fields to a sheet as typed input.
 */
export function withoutFormula(text: string) {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
