import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { percentile75 } from "../../app/lib/vitals.ts";
import { openTestClient } from "../../tests/support/databases.ts";
import { tempDatabase } from "../../tests/support/waitlist.ts";
import type { DatabaseTarget } from "../waitlist/store.ts";
import { runVitalsCli } from "./cli.ts";
import { summarise, within } from "./report.ts";
import { openVitalsStore, type VitalRow } from "./store.ts";

const NOW = Date.parse("2026-11-25T12:00:00Z");
const row = (value: number, day = "2026-11-25", extra: Partial<VitalRow> = {}): VitalRow => ({
  day,
  route: "/",
  device: "phone",
  metric: "LCP",
  value,
  element: null,
  phase: null,
  ...extra,
});

/** `npm run vitals -- --html FILE` on `database`: what it printed and the file it wrote. */
async function report(database: DatabaseTarget) {
  const file = path.join(tmpdir(), `vitals-${process.pid}-${Math.random()}.html`);
  const out: string[] = [];
  const code = await runVitalsCli(
    ["--html", file],
    database,
    (t) => out.push(t),
    () => {},
    NOW,
  );
  expect(code).toBe(0);
  return { printed: out.join("\n"), html: readFileSync(file, "utf8") };
}

describe("the field report", () => {
  it("takes the 75th percentile by nearest rank", () => {
    expect(percentile75([])).toBeNull();
    expect(percentile75([7])).toBe(7);
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([1, 2, 3, 4, 5])).toBe(4);
    // 1..100: the 75th value.
    expect(percentile75(Array.from({ length: 100 }, (_, i) => 100 - i))).toBe(75);
  });

  it("gives each route and device its p75, shares and the poor visits' usual element and phase", () => {
    const rows = [
      row(1000),
      row(2000),
      row(3000),
      row(4500, "2026-11-25", { element: "main>img", phase: "resource-load-duration" }),
      row(5000, "2026-11-24", { element: "main>img", phase: "resource-load-duration" }),
      row(9000, "2026-11-24", { element: "h1", phase: "element-render-delay" }),
      row(120, "2026-11-25", { device: "desktop", metric: "INP" }),
      row(9999, "2026-11-01"),
    ];
    const lastWeek = summarise(within(rows, 7, NOW));
    expect(lastWeek).toEqual([
      {
        route: "/",
        device: "desktop",
        metric: "INP",
        samples: 1,
        p75: 120,
        shares: { good: 1, "needs-improvement": 0, poor: 0 },
      },
      {
        route: "/",
        device: "phone",
        metric: "LCP",
        samples: 6,
        p75: 5000,
        shares: { good: 2 / 6, "needs-improvement": 1 / 6, poor: 3 / 6 },
        worst: { element: "main>img", phase: "resource-load-duration", count: 2 },
      },
    ]);
    expect(summarise(within(rows, 28, NOW)).find((s) => s.metric === "LCP")?.samples).toBe(7);
  });

  it("prints both windows and writes a one-file report with a chart per metric", async () => {
    const database = { kind: "sqlite" as const, path: tempDatabase() };
    const store = await openVitalsStore(database);
    await store.add(
      "/about",
      "phone",
      [
        { name: "LCP", value: 900 },
        { name: "CLS", value: 0 },
      ],
      NOW,
    );
    await store.close();
    const { printed, html } = await report(database);
    expect(printed).toMatch(/Last 7 days[\s\S]*\/about +phone +LCP +p75 +900 ms +good 100%/);
    expect(printed).toMatch(/Last 28 days/);
    expect(html.match(/<svg /g)).toHaveLength(5);
    expect(html).toContain("2026-11-25: 900 ms");
    expect(
      await runVitalsCli(
        ["--html"],
        database,
        () => {},
        () => {},
        NOW,
      ),
    ).toBe(2);
  });

  it("summarises 100,000 rows of one group in a moment", () => {
    const rows = Array.from({ length: 100_000 }, (_, i) =>
      row((i * 7919) % 10007, "2026-11-25", { element: `div#e${i % 7}`, phase: "ttfb" }),
    );
    const started = performance.now();
    const [summary] = summarise(within(rows, 7, NOW));
    // Before, a copy of the group per row: 59 s at 20,000 rows.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(summary).toMatchObject({
      samples: 100_000,
      p75: percentile75(rows.map((r) => r.value)),
    });
  });

  it("prints and writes stored text without controls or markup, rows stored before too", async () => {
    const database = { kind: "sqlite" as const, path: tempDatabase() };
    const store = await openVitalsStore(database);
    await store.close();
    // As the intake stored them before it checked elements, and as anything with the file may.
    const sql = openTestClient(database);
    const hostile = [
      "\u001b]0;owned\u0007\u001b[2J",
      "<img src=x onerror=alert(1)>",
      "main\u0000h1\u202egnp.exe",
      "jane.doe@example.com\r\n",
    ];
    try {
      for (const [i, element] of hostile.entries()) {
        await sql.run(
          `INSERT INTO vitals_raw (day, id, route, device, metric, value, element, phase)
           VALUES ('2026-11-25', ?, ?, 'phone', 'LCP', 9000, ?, 'ttfb')`,
          [i, i === 0 ? "/<script>alert(1)</script>\u009b" : `/${i}`, element],
        );
      }
    } finally {
      await sql.close();
    }
    const { printed, html } = await report(database);
    expect(printed).toContain("\\u001b]0;owned");
    expect(printed).not.toMatch(/(?![\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<img|<script/);
    expect(html).not.toMatch(/(?![\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
  });
});
