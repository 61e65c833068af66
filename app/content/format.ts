/**
 * How the site writes numbers and dates: US English, written out here rather than through `Intl`
 * or `toLocaleString`, whose first use on a page loads the browser's locale data: 25–75 ms of main
 * thread on a phone-class CPU, in the middle of the page's start-up.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 32456038 → "32,456,038"; 1234.5 → "1,234.5": a comma before each group of three digits before the point. */
export function formatNumber(value: number) {
  return String(value).replace(/\B(?<!\.\d*)(?=(\d{3})+(?!\d))/g, ",");
}

/** A date's calendar day in UTC → "January 17, 2024". */
export function formatLongDate(date: Date) {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** ["A", "B", "C"] → "A, B, and C", as en-US lists names in running text (a byline's authors). */
export function formatNames(names: readonly string[]) {
  if (names.length < 3) return names.join(" and ");
  return `${names.slice(0, -1).join(", ")}, and ${names.at(-1)}`;
}
