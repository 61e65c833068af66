/**
 * Where visits' Core Web Vitals are kept: in the lead database (the SQLite file, or the PostgreSQL
 * that every instance shares), in tables of their own. A visit is rows of (day, route, device class,
 * metric, rounded value, and for LCP and INP the element and phase that cost most): no time finer
 * than the day, no address, no agent, nothing that links two rows to one visit. Raw rows are kept
 * `RAW_RETENTION_DAYS`; older days are folded into daily aggregates and deleted.
 */
import { FIELD_MEASUREMENT } from "../../app/content/field-measurement.ts";
import {
  percentile75,
  rate,
  type BeaconMetric,
  type Device,
  type MetricName,
} from "../../app/lib/vitals.ts";
import { openPostgres, POSTGRES_DEFAULTS } from "../waitlist/postgres-client.ts";
import type { SqlClient } from "../waitlist/sql.ts";
import { openSqlite } from "../waitlist/sqlite-client.ts";
import type { DatabaseTarget } from "../waitlist/store.ts";

export const RAW_RETENTION_DAYS = FIELD_MEASUREMENT.rawRetentionDays;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Both engines take these as written; `IF NOT EXISTS` makes every instance's start idempotent. */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS vitals (
     day TEXT NOT NULL,
     route TEXT NOT NULL,
     device TEXT NOT NULL,
     metric TEXT NOT NULL,
     value DOUBLE PRECISION NOT NULL,
     element TEXT,
     phase TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS vitals_day ON vitals (day)`,
  `CREATE TABLE IF NOT EXISTS vitals_daily (
     day TEXT NOT NULL,
     route TEXT NOT NULL,
     device TEXT NOT NULL,
     metric TEXT NOT NULL,
     samples INTEGER NOT NULL,
     p75 DOUBLE PRECISION NOT NULL,
     good INTEGER NOT NULL,
     needs_improvement INTEGER NOT NULL,
     poor INTEGER NOT NULL,
     PRIMARY KEY (day, route, device, metric)
   )`,
];

export type VitalRow = {
  day: string;
  route: string;
  device: Device;
  metric: MetricName;
  value: number;
  element: string | null;
  phase: string | null;
};

export type DailyRow = {
  day: string;
  route: string;
  device: Device;
  metric: MetricName;
  samples: number;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
};

/** `YYYY-MM-DD` in UTC. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Each group's count, p75 and shares, from raw rows. */
export function aggregate(rows: readonly VitalRow[]): DailyRow[] {
  const groups = new Map<string, VitalRow[]>();
  for (const row of rows) {
    const key = [row.day, row.route, row.device, row.metric].join("\u0000");
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const { day, route, device, metric } = group[0]!;
    const ratings = group.map((row) => rate(metric, row.value));
    return {
      day,
      route,
      device,
      metric,
      samples: group.length,
      p75: percentile75(group.map((row) => row.value))!,
      good: ratings.filter((r) => r === "good").length,
      needsImprovement: ratings.filter((r) => r === "needs-improvement").length,
      poor: ratings.filter((r) => r === "poor").length,
    };
  });
}

function openClient(target: DatabaseTarget, busyTimeoutMs: number): SqlClient {
  if (target.kind === "sqlite") return openSqlite(target.path, { busyTimeoutMs });
  return openPostgres(target.url, { ...POSTGRES_DEFAULTS, ...target });
}

const SELECT_RAW = `SELECT day, route, device, metric, value, element, phase FROM vitals`;

export type VitalsStore = Awaited<ReturnType<typeof openVitalsStore>>;

export async function openVitalsStore(target: DatabaseTarget, { busyTimeoutMs = 250 } = {}) {
  const sql = openClient(target, busyTimeoutMs);
  try {
    for (const statement of SCHEMA) await sql.run(statement);
  } catch (error) {
    await sql.close();
    throw error;
  }
  return {
    /** One visit's metrics, in one transaction. */
    add: (route: string, device: Device, metrics: readonly BeaconMetric[], now = Date.now()) =>
      sql.transaction(async (tx) => {
        for (const metric of metrics) {
          await tx.run(
            `INSERT INTO vitals (day, route, device, metric, value, element, phase) VALUES (?, ?, ?, ?, ?, ?, ?)`,
            [
              dayOf(now),
              route,
              device,
              metric.name,
              metric.value,
              metric.element ?? null,
              metric.phase ?? null,
            ],
          );
        }
      }),
    /** Raw rows from `since` (a day) on. */
    raw: (since: string) => sql.all<VitalRow>(`${SELECT_RAW} WHERE day >= ? ORDER BY day`, [since]),
    /** Daily aggregates from `since` on. */
    daily: (since: string) =>
      sql.all<DailyRow>(
        `SELECT day, route, device, metric, samples, p75, good,
           needs_improvement AS "needsImprovement", poor
         FROM vitals_daily WHERE day >= ? ORDER BY day`,
        [since],
      ),
    /**
     * Folds raw rows older than the retention into daily aggregates, then deletes them, in one
     * transaction. Idempotent across instances: a day another instance folded first is kept as it
     * folded it. Returns the raw rows deleted.
     */
    compact: (now = Date.now()) =>
      sql.transaction(async (tx) => {
        const cutoff = dayOf(now - RAW_RETENTION_DAYS * DAY_MS);
        const old = await tx.all<VitalRow>(`${SELECT_RAW} WHERE day < ?`, [cutoff]);
        for (const row of aggregate(old)) {
          await tx.run(
            `INSERT INTO vitals_daily (day, route, device, metric, samples, p75, good, needs_improvement, poor)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (day, route, device, metric) DO NOTHING`,
            [
              row.day,
              row.route,
              row.device,
              row.metric,
              row.samples,
              row.p75,
              row.good,
              row.needsImprovement,
              row.poor,
            ],
          );
        }
        return tx.run(`DELETE FROM vitals WHERE day < ?`, [cutoff]);
      }),
    close: () => sql.close(),
  };
}
