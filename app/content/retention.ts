/**
 * How long the lead database keeps a waitlist or demo request: the privacy notice states it
 * (app/content/privacy.ts, section 8) and the server's retention job applies it
 * (server/waitlist/retention.ts), so the promise and the code cannot drift apart.
 */
export const LEAD_RETENTION = {
  /** After the last interaction: each request counts from when it was made. */
  months: 24,
  /** Requests the intake flagged as spam are no one we are in contact with. */
  spamDays: 30,
} as const;
