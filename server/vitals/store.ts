/**
 * Where visits' Core Web Vitals are kept: in the lead database (the SQLite file, or the PostgreSQL
 * that every instance shares), in tables of their own. A visit is rows of (day, route, device class,
 * metric, rounded value, and for LCP and INP the element and phase that cost most): no time finer
 * than the day, no address, no agent, nothing that links two rows to one visit. Raw rows are kept
 * `RAW_RETENTION_DAYS`; older days are folded into daily aggregates and deleted, and aggregates are
 * kept `DAILY_RETENTION_DAYS`.
 */
import { FIELD_MEASUREMENT } from "../../app/content/field-measurement.ts";
import type { BeaconMetric, Device, MetricName } from "../../app/lib/vitals.ts";
import { openPostgres, POSTGRES_DEFAULTS } from "../waitlist/postgres-client.ts";
import type { Dialect, SqlClient } from "../waitlist/sql.ts";
import { openSqlite } from "../waitlist/sqlite-client.ts";
import type { DatabaseTarget } from "../waitlist/store.ts";
import { foldDay, nextTurn, PAGE_ROWS, type DailyRow } from "./fold.ts";

export type { DailyRow };

export const RAW_RETENTION_DAYS = FIELD_MEASUREMENT.rawRetentionDays;
export const DAILY_RETENTION_DAYS = FIELD_MEASUREMENT.dailyRetentionDays;
/**
 * Raw rows stored a day, from every client together (a visit is up to five): about 10,000 visits,
 * some 12 MB a day and 360 MB over the retention at most. Past it, the day's further beacons are
 * refused, so no sender, however many addresses it has, can fill the lead database's disk.
 */
export const RAW_ROWS_PER_DAY = 50_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Both engines take these as written (SQLite's raw rows have no row number of their own); `IF NOT
 * EXISTS` makes every instance's start idempotent. A raw row's key is its day and a random number,
 * so rows stored together (one visit's) are neither numbered in turn nor kept side by side, while a
 * day's rows stay together for the fold and its deletion.
 */
const schema = (dialect: Dialect) => [
  `CREATE TABLE IF NOT EXISTS vitals_raw (
     day TEXT NOT NULL,
     id BIGINT NOT NULL,
     route TEXT NOT NULL,
     device TEXT NOT NULL,
     metric TEXT NOT NULL,
     value DOUBLE PRECISION NOT NULL,
     element TEXT,
     phase TEXT,
     PRIMARY KEY (day, id)
   )${dialect === "sqlite" ? " WITHOUT ROWID" : ""}`,
  // The fold's order (fold.ts), which also finds a day's rows.
  `CREATE INDEX IF NOT EXISTS vitals_raw_fold ON vitals_raw (day, route, device, metric, value, id)`,
  // Rows stored each day, for the daily cap.
  `CREATE TABLE IF NOT EXISTS vitals_days (
     day TEXT PRIMARY KEY,
     stored INTEGER NOT NULL
   )`,
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

/** A random key within JavaScript's exact integers (53 bits; either sign from SQLite's). */
const randomId = () => {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high! >>> 11) * 2 ** 32 + low!;
};
const RANDOM_ID_SQL: Record<Dialect, string> = {
  sqlite: "(random() >> 11)",
  postgresql: "floor(random() * 9007199254740991)::BIGINT",
};
const LEGACY_TABLE: Record<Dialect, string> = {
  sqlite: `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'vitals'`,
  postgresql: `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'vitals'`,
};

/**
 * Rows stored before raw rows had a random key (table `vitals`, numbered in the order they came)
 * move to `vitals_raw` once, at the first start of this version.
 */
async function moveLegacyRows(sql: SqlClient) {
  if (!(await sql.get(LEGACY_TABLE[sql.dialect]))) return;
  await sql.transaction(async (tx) => {
    await tx.run(
      `INSERT INTO vitals_raw (id, day, route, device, metric, value, element, phase)
       SELECT ${RANDOM_ID_SQL[sql.dialect]}, day, route, device, metric, value, element, phase
       FROM vitals WHERE true ON CONFLICT (day, id) DO NOTHING`,
    );
    await tx.run(`DROP TABLE vitals`);
  });
}

export type VitalRow = {
  day: string;
  route: string;
  device: Device;
  metric: MetricName;
  value: number;
  element: string | null;
  phase: string | null;
};

/** `YYYY-MM-DD` in UTC. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

function openClient(target: DatabaseTarget, busyTimeoutMs: number): SqlClient {
  if (target.kind === "sqlite") return openSqlite(target.path, { busyTimeoutMs });
  return openPostgres(target.url, { ...POSTGRES_DEFAULTS, ...target });
}

const SELECT_RAW = `SELECT day, route, device, metric, value, element, phase FROM vitals_raw`;

export type VitalsStore = Awaited<ReturnType<typeof openVitalsStore>>;

export async function openVitalsStore(target: DatabaseTarget, { busyTimeoutMs = 250 } = {}) {
  const sql = openClient(target, busyTimeoutMs);
  try {
    // Without a sync to disk at each commit (WAL keeps the file whole; a power cut may lose the last
    // moments' rows): the compaction's many small commits would each wait for the disk on the event loop.
    if (sql.dialect === "sqlite") await sql.run("PRAGMA synchronous = NORMAL");
    for (const statement of schema(sql.dialect)) await sql.run(statement);
    await moveLegacyRows(sql);
  } catch (error) {
    await sql.close();
    throw error;
  }
  const pageRows = PAGE_ROWS[sql.dialect];
  /** Set by `close`: a compaction under way stops at its next page. */
  let closing = false;
  return {
    /**
     * One visit's metrics, in one transaction, unless today's rows would pass `RAW_ROWS_PER_DAY`:
     * then nothing is stored and it resolves false. The day's count is one row every instance
     * updates, so the cap holds across them.
     */
    add: (route: string, device: Device, metrics: readonly BeaconMetric[], now = Date.now()) =>
      sql.transaction(async (tx) => {
        const day = dayOf(now);
        const counted = await tx.get(
          `INSERT INTO vitals_days (day, stored) VALUES (?, ?)
           ON CONFLICT (day) DO UPDATE SET stored = vitals_days.stored + excluded.stored
             WHERE vitals_days.stored + excluded.stored <= ?
           RETURNING stored`,
          [day, metrics.length, RAW_ROWS_PER_DAY],
        );
        if (!counted) return false;
        for (const metric of metrics) {
          await tx.run(
            `INSERT INTO vitals_raw (id, day, route, device, metric, value, element, phase)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (day, id) DO NOTHING`,
            [
              randomId(),
              day,
              route,
              device,
              metric.name,
              metric.value,
              metric.element ?? null,
              metric.phase ?? null,
            ],
          );
        }
        return true;
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
     * Folds raw rows older than the retention into daily aggregates and deletes them, a day at a
     * time and a page of rows per statement (fold.ts), with the event loop free between them; then
     * deletes aggregates older than theirs. A day's aggregates are stored before its rows are
     * deleted, and a day folded already is kept as it was folded: an instance that stops half-way,
     * or two that fold the same day, leave the same aggregates. Returns the raw rows deleted.
     */
    compact: async (now = Date.now()) => {
      const cutoff = dayOf(now - RAW_RETENTION_DAYS * DAY_MS);
      let deleted = 0;
      while (!closing) {
        const oldest = await sql.get<{ day: string | null }>(
          `SELECT MIN(day) AS day FROM vitals_raw WHERE day < ?`,
          [cutoff],
        );
        if (!oldest?.day) break;
        const day = oldest.day;
        const { folded, ids } = await foldDay(sql, day, pageRows);
        await sql.transaction(async (tx) => {
          for (const row of folded) {
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
        });
        let removed = 0;
        for (let start = 0; start < ids.length && !closing; start += pageRows) {
          const page = ids.slice(start, start + pageRows);
          removed += await sql.run(
            `DELETE FROM vitals_raw WHERE day = ? AND id IN (${page.map(() => "?").join(", ")})`,
            [day, ...page],
          );
          await nextTurn();
        }
        deleted += removed;
        // Rows read but not deleted (another instance took them): read again, unless none went.
        if (removed === 0) break;
      }
      await sql.run(`DELETE FROM vitals_days WHERE day < ?`, [cutoff]);
      await sql.run(`DELETE FROM vitals_daily WHERE day < ?`, [
        dayOf(now - DAILY_RETENTION_DAYS * DAY_MS),
      ]);
      return deleted;
    },
    close: () => {
      closing = true;
      return sql.close();
    },
  };
}
