/**
 * How a day of raw rows becomes its daily aggregates: read in pages (`PAGE_ROWS`), in the order of
 * the fold's index (route, device, metric, value), so each group arrives whole and sorted, and each
 * page is one short statement with the event loop free between pages. Linear in rows: a group's
 * values are appended as they come, and its p75 is taken once. The rows are then deleted by their
 * keys, a page at a time: a range or subquery would let PostgreSQL's planner, which sees one day's
 * rows as most of the table, scan all of them for every page.
 */
import { percentile75, rate, type Device, type MetricName } from "../../app/lib/vitals.ts";
import type { Dialect, SqlQueries } from "../waitlist/sql.ts";

/**
 * Rows a statement reads or deletes. SQLite's statements run on the event loop: a few milliseconds
 * each. PostgreSQL's do not, and fewer round trips finish sooner.
 */
export const PAGE_ROWS: Record<Dialect, number> = { sqlite: 250, postgresql: 5000 };

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

type FoldRow = { route: string; device: Device; metric: MetricName; value: number; id: number };

/** Lets the event loop answer what waits (requests, health checks) between two statements. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function aggregate(day: string, first: FoldRow, values: number[]): DailyRow {
  const counts = { good: 0, "needs-improvement": 0, poor: 0 };
  for (const value of values) counts[rate(first.metric, value)] += 1;
  return {
    day,
    route: first.route,
    device: first.device,
    metric: first.metric,
    samples: values.length,
    p75: percentile75(values)!,
    good: counts.good,
    needsImprovement: counts["needs-improvement"],
    poor: counts.poor,
  };
}

/**
 * Each (route, device, metric) group of `day`: its count, p75 and ratings; and the keys of the rows
 * read, for their deletion by key once the aggregates are stored.
 */
export async function foldDay(sql: SqlQueries, day: string, pageRows: number) {
  const folded: DailyRow[] = [];
  const ids: number[] = [];
  let group: { first: FoldRow; values: number[] } | undefined;
  let last: FoldRow | undefined;
  for (;;) {
    const page = await sql.all<FoldRow>(
      `SELECT route, device, metric, value, id FROM vitals_raw WHERE day = ?
       ${last ? "AND (route, device, metric, value, id) > (?, ?, ?, ?, ?)" : ""}
       ORDER BY route, device, metric, value, id LIMIT ${pageRows}`,
      last ? [day, last.route, last.device, last.metric, last.value, last.id] : [day],
    );
    for (const row of page) {
      const same =
        group &&
        group.first.route === row.route &&
        group.first.device === row.device &&
        group.first.metric === row.metric;
      if (!same) {
        if (group) folded.push(aggregate(day, group.first, group.values));
        group = { first: row, values: [] };
      }
      group!.values.push(row.value);
      ids.push(row.id);
    }
    if (page.length < pageRows) break;
    last = page.at(-1);
    await nextTurn();
  }
  if (group) folded.push(aggregate(day, group.first, group.values));
  return { folded, ids };
}
