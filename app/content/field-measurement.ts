/** What the privacy notice promises about the site's own performance measurement, and the server keeps to. */
export const FIELD_MEASUREMENT = {
  /** Days a visit's raw measurements are kept before only daily aggregates remain (server/vitals/store.ts). */
  rawRetentionDays: 30,
} as const;
