/** What the privacy notice promises about the site's own performance measurement, and the server keeps to. */
export const FIELD_MEASUREMENT = {
  /** Days a visit's raw measurements are kept before only daily aggregates remain (server/vitals/store.ts). */
  rawRetentionDays: 30,
  /** Days each day's aggregates are kept: a year and a month, so a day can be set beside the same day a year before. */
  dailyRetentionDays: 400,
} as const;
