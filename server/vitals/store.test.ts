import fc from "fast-check";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { METRICS, percentile75, rate, type Device, type MetricName } from "../../app/lib/vitals.ts";
import { databaseKinds, openTestClient, testDatabase } from "../../tests/support/databases.ts";
import { waitlistApp } from "../../tests/support/waitlist.ts";
import type { DatabaseTarget } from "../waitlist/store.ts";
import {
  DAILY_RETENTION_DAYS,
  dayOf,
  openVitalsStore,
  RAW_RETENTION_DAYS,
  RAW_ROWS_PER_DAY,
  type DailyRow,
  type VitalRow,
} from "./store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-11-25T12:00:00Z");
const OLD_DAY = dayOf(NOW - (RAW_RETENTION_DAYS + 1) * DAY_MS);
/**
 * The rows of one group the fold test folds: enough for the old fold to freeze the event loop for
 * over a minute, and for the new one to take many pages on either engine (fold.ts). 100,000 took
 * 9 to 33 s a engine, most of a unit run's critical path; docs/performance.md has those figures.
 */
const FOLDED_ROWS = 20_000;

/** `count` LCP rows of one group on `day`, written by the database itself: thousands of inserts one by one would take a minute. */
async function seedGroup(database: DatabaseTarget, day: string, count: number) {
  const sql = openTestClient(database);
  try {
    await sql.run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
       INSERT INTO vitals_raw (id, day, route, device, metric, value, element, phase)
       SELECT i, ?, '/', 'phone', 'LCP', (i * 7919) % 10007, NULL, NULL FROM n`,
      [day],
    );
  } finally {
    await sql.close();
  }
}

/** The fold as it was written first, in JavaScript over every row: the reference for the SQL one. */
function reference(rows: readonly VitalRow[]): DailyRow[] {
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

const byGroup = (a: DailyRow, b: DailyRow) =>
  [a.day, a.route, a.device, a.metric].join() < [b.day, b.route, b.device, b.metric].join()
    ? -1
    : 1;

/** A visit's one metric: values on and around the thresholds, where a rating changes. */
const visitRow = fc
  .record({
    daysAgo: fc.integer({ min: RAW_RETENTION_DAYS + 1, max: RAW_RETENTION_DAYS + 3 }),
    route: fc.constantFrom("/", "/about"),
    device: fc.constantFrom<Device>("phone", "desktop"),
    metric: fc.constantFrom<MetricName>(...METRICS),
    value: fc.integer({ min: 0, max: 6000 }),
  })
  .map(({ metric, value, ...row }) => ({
    ...row,
    metric,
    value: metric === "CLS" ? value / 10_000 : value,
  }));

describe.each(databaseKinds)("the field measurement's store on %s", (kind) => {
  it("folds old days into the same counts, p75 and ratings as the fold over every row", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(visitRow, { minLength: 1, maxLength: 60 }), async (visits) => {
        const store = await openVitalsStore(await testDatabase(kind));
        try {
          for (const { daysAgo, route, device, metric, value } of visits) {
            await store.add(route, device, [{ name: metric, value }], NOW - daysAgo * DAY_MS);
          }
          const raw = await store.raw("0000-00-00");
          expect(await store.compact(NOW)).toBe(visits.length);
          expect((await store.daily("0000-00-00")).sort(byGroup)).toEqual(
            reference(raw).sort(byGroup),
          );
        } finally {
          await store.close();
        }
      }),
      { numRuns: 8 },
    );
  });

  it(
    `folds ${FOLDED_ROWS.toLocaleString("en")} rows of one group in seconds while the server answers`,
    { timeout: 120_000 },
    async () => {
      const database = await testDatabase(kind);
      const server = await waitlistApp({ database });
      await server.listen({ port: 0, host: "127.0.0.1" });
      const healthz = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/healthz`;
      const store = await openVitalsStore(database, { busyTimeoutMs: 5000 });
      await seedGroup(database, OLD_DAY, FOLDED_ROWS);
      try {
        const started = performance.now();
        let folding = true;
        const folded = store.compact(NOW).finally(() => (folding = false));
        // /healthz, one request after another, for as long as the fold runs.
        const answers: number[] = [];
        while (folding) {
          const asked = performance.now();
          expect((await fetch(healthz)).status).toBe(200);
          answers.push(performance.now() - asked);
        }
        expect(await folded).toBe(FOLDED_ROWS);
        const took = performance.now() - started;
        // Before, one such group froze the event loop: 72 s at 20,000 rows, over 120 s at 40,000.
        expect(took).toBeLessThan(30_000);
        // An answer every quarter of a second on average, and none held for five, on a machine
        // whose other work (tests, builds) takes the processor at times: at a load average of 20
        // on two cores the median answer took 120 ms, and the slowest 1.5 s, with or without the
        // fold's statements on the event loop. Before, the loop answered once the fold was over.
        expect(answers.length).toBeGreaterThan(took / 250);
        expect(Math.max(...answers)).toBeLessThan(5000);
        const [day] = await store.daily("0000-00-00");
        // Values (7919 i) mod 10007 for i = 1..20,000: each of 0..10006 about twice.
        expect(day).toMatchObject({ day: OLD_DAY, samples: FOLDED_ROWS });
        expect(day!.p75).toBeGreaterThan(7400);
        expect(day!.p75).toBeLessThan(7600);
      } finally {
        await store.close();
        await server.close();
      }
    },
  );

  it("stores at most RAW_ROWS_PER_DAY rows a day, from all clients together", async () => {
    const database = await testDatabase(kind);
    const sql = openTestClient(database);
    const store = await openVitalsStore(database);
    try {
      // The day's count as if the cap were four rows away.
      await sql.run(`INSERT INTO vitals_days (day, stored) VALUES (?, ?)`, [
        dayOf(NOW),
        RAW_ROWS_PER_DAY - 4,
      ]);
      const visit = [
        { name: "LCP", value: 900 },
        { name: "CLS", value: 0 },
      ] as const;
      expect(await store.add("/", "phone", visit, NOW)).toBe(true);
      expect(await store.add("/", "desktop", visit, NOW)).toBe(true);
      expect(await store.add("/", "tablet", visit, NOW)).toBe(false);
      expect(await store.add("/", "tablet", [{ name: "LCP", value: 900 }], NOW)).toBe(false);
      expect(await store.raw("0000-00-00")).toHaveLength(4);
      // A new day, a new count.
      expect(await store.add("/", "tablet", visit, NOW + DAY_MS)).toBe(true);
    } finally {
      await store.close();
      await sql.close();
    }
  });

  it("keeps a visit's rows neither numbered in turn nor side by side", async () => {
    const database = await testDatabase(kind);
    const store = await openVitalsStore(database);
    const sql = openTestClient(database);
    try {
      // Visit v's three rows carry v in their values.
      for (let v = 1; v <= 30; v++) {
        const metrics = [
          { name: "LCP", value: 1000 + v },
          { name: "INP", value: 100 + v },
          { name: "TTFB", value: v },
        ] as const;
        await store.add("/", "phone", metrics, NOW);
      }
      const visitOf = (row: { value: number }) => row.value % 100;
      const inKeyOrder = await sql.all<{ value: number }>(
        `SELECT value FROM vitals_raw ORDER BY day, id`,
      );
      const runs = inKeyOrder.filter(
        (row, i) =>
          i >= 2 &&
          visitOf(row) === visitOf(inKeyOrder[i - 1]!) &&
          visitOf(row) === visitOf(inKeyOrder[i - 2]!),
      );
      // Stored in turn, all 30 visits would be runs of three; in random order, almost none are.
      expect(runs.length).toBeLessThan(5);
    } finally {
      await sql.close();
      await store.close();
    }
  });

  it("moves rows stored before raw rows had a random key, once", async () => {
    const database = await testDatabase(kind);
    const sql = openTestClient(database);
    try {
      // The table as the first version made it.
      await sql.run(
        `CREATE TABLE vitals (day TEXT NOT NULL, route TEXT NOT NULL, device TEXT NOT NULL,
           metric TEXT NOT NULL, value DOUBLE PRECISION NOT NULL, element TEXT, phase TEXT)`,
      );
      for (const value of [900, 1200, 5000]) {
        await sql.run(
          `INSERT INTO vitals VALUES ('2026-11-20', '/about', 'phone', 'LCP', ?, 'main>h1', 'ttfb')`,
          [value],
        );
      }
      for (let start = 0; start < 2; start++) {
        const store = await openVitalsStore(database);
        try {
          const values = (await store.raw("0000-00-00")).map((row) => row.value);
          expect(values.sort((a, b) => a - b)).toEqual([900, 1200, 5000]);
        } finally {
          await store.close();
        }
      }
      await expect(sql.all(`SELECT * FROM vitals`)).rejects.toThrow();
    } finally {
      await sql.close();
    }
  });

  it("deletes daily aggregates past their retention", async () => {
    const store = await openVitalsStore(await testDatabase(kind));
    try {
      const days = [DAILY_RETENTION_DAYS + 1, DAILY_RETENTION_DAYS - 1];
      for (const daysAgo of days) {
        await store.add("/", "phone", [{ name: "LCP", value: 900 }], NOW - daysAgo * DAY_MS);
      }
      await store.compact(NOW);
      expect((await store.daily("0000-00-00")).map((row) => row.day)).toEqual([
        dayOf(NOW - (DAILY_RETENTION_DAYS - 1) * DAY_MS),
      ]);
    } finally {
      await store.close();
    }
  });
});
