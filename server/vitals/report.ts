/**
 * `npm run vitals`: what visitors' browsers measured. Per route and device class, for the last 7 and
 * 28 days: the 75th percentile of each metric and its good / needs-improvement / poor shares, and for
 * LCP and INP the element and phase most often behind a poor one. `--html FILE` writes the same as
 * one self-contained page with a chart per metric: each day's p75, from raw rows where they are kept
 * and from the daily aggregates before that.
 */
import {
  METRICS,
  percentile75,
  rate,
  THRESHOLDS,
  type MetricName,
  type Rating,
} from "../../app/lib/vitals.ts";
import { printable } from "../waitlist/terminal-text.ts";
import { dayOf, type DailyRow, type VitalRow } from "./store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const WINDOWS = [7, 28] as const;

export type Summary = {
  route: string;
  device: string;
  metric: MetricName;
  samples: number;
  p75: number;
  shares: Record<Rating, number>;
  /** For a poor LCP or INP: the element and phase seen most often, and how often. */
  worst?: { element: string | null; phase: string | null; count: number };
};

/** The rows of the last `days` days up to `now` (today included). */
export function within(rows: readonly VitalRow[], days: number, now: number) {
  const since = dayOf(now - (days - 1) * DAY_MS);
  return rows.filter((row) => row.day >= since);
}

function mostCommon<T>(values: T[]) {
  const counts = new Map<string, { value: T; count: number }>();
  for (const value of values) {
    const key = JSON.stringify(value);
    counts.set(key, { value, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0];
}

/** Rows grouped by `key`, in one pass. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = key(row);
    const group = groups.get(name);
    if (group) group.push(row);
    else groups.set(name, [row]);
  }
  return groups;
}

export function summarise(rows: readonly VitalRow[]): Summary[] {
  const groups = groupBy(rows, (row) => [row.route, row.device, row.metric].join("\u0000"));
  return [...groups.values()]
    .map((group): Summary => {
      const { route, device, metric } = group[0]!;
      const counts: Record<Rating, number> = { good: 0, "needs-improvement": 0, poor: 0 };
      const poor: VitalRow[] = [];
      for (const row of group) {
        const rating = rate(metric, row.value);
        counts[rating] += 1;
        if (rating === "poor") poor.push(row);
      }
      const worst = poor.length
        ? mostCommon(poor.map((row) => ({ element: row.element, phase: row.phase })))
        : undefined;
      return {
        route,
        device,
        metric,
        samples: group.length,
        p75: percentile75(group.map((row) => row.value))!,
        shares: {
          good: counts.good / group.length,
          "needs-improvement": counts["needs-improvement"] / group.length,
          poor: counts.poor / group.length,
        },
        ...((metric === "LCP" || metric === "INP") && worst
          ? { worst: { ...worst.value, count: worst.count } }
          : {}),
      };
    })
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        a.device.localeCompare(b.device) ||
        METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric),
    );
}

const unit = (metric: MetricName, value: number) =>
  metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

export function formatSummary(title: string, summaries: Summary[]) {
  if (!summaries.length) return `${title}: no visits measured.`;
  const lines = [title];
  for (const s of summaries) {
    const worst = s.worst
      ? `  poor most often: ${printable(s.worst.element ?? "(element unknown)")}, ${printable(s.worst.phase ?? "phase unknown")} (${s.worst.count})`
      : "";
    lines.push(
      `  ${printable(s.route).padEnd(26)} ${printable(s.device).padEnd(8)} ${printable(s.metric).padEnd(5)} p75 ${unit(s.metric, s.p75).padStart(9)}` +
        `  good ${percent(s.shares.good).padStart(4)}  needs improvement ${percent(s.shares["needs-improvement"]).padStart(4)}` +
        `  poor ${percent(s.shares.poor).padStart(4)}  (${s.samples})${worst}`,
    );
  }
  return lines.join("\n");
}

/** Each day's p75 of a metric over every route and device: raw days where kept, aggregates before. */
export function dailySeries(
  raw: readonly VitalRow[],
  daily: readonly DailyRow[],
  metric: MetricName,
) {
  const days = new Map<string, number>();
  for (const row of aggregateAcross(daily.filter((row) => row.metric === metric)))
    days.set(row.day, row.p75);
  const rawDays = groupBy(
    raw.filter((row) => row.metric === metric),
    (row) => row.day,
  );
  for (const [day, rows] of rawDays) days.set(day, percentile75(rows.map((row) => row.value))!);
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, p75]) => ({ day, p75 }));
}

/**
 * One p75 per day from aggregates of several routes and devices: the largest group's, weighted
 * toward what most visits saw (the raw values are gone, so a true p75 across groups cannot be made).
 */
function aggregateAcross(rows: readonly DailyRow[]) {
  const byDay = new Map<string, DailyRow>();
  for (const row of rows) {
    const kept = byDay.get(row.day);
    if (!kept || row.samples > kept.samples) byDay.set(row.day, row);
  }
  return [...byDay.values()];
}

/**
 * Stored text as HTML: markup escaped, and what a page would not show as written (controls, bidi
 * overrides) as a visible `\uXXXX`, as in the terminal. Every stored string goes through it, rows
 * stored before the intake checked elements as well.
 */
const html = (text: string) =>
  printable(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** A line chart of a metric's daily p75, with its good and poor thresholds as bands. */
function chart(metric: MetricName, series: { day: string; p75: number }[]) {
  const width = 640;
  const height = 200;
  const pad = 40;
  const { good, poor } = THRESHOLDS[metric];
  const top = Math.max(poor * 1.2, ...series.map((point) => point.p75));
  const y = (value: number) => height - pad + ((pad * 2 - height) * value) / top;
  const x = (index: number) =>
    pad +
    (series.length < 2 ? (width - pad * 2) / 2 : (index * (width - pad * 2)) / (series.length - 1));
  const points = series.map((point, index) => `${x(index).toFixed(1)},${y(point.p75).toFixed(1)}`);
  const label = (value: number) => unit(metric, value);
  return `<figure><figcaption>${metric}: each day's p75</figcaption>
<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${metric} p75 by day">
<rect x="${pad}" y="${y(good)}" width="${width - pad * 2}" height="${y(0) - y(good)}" fill="#0a7f3f22"/>
<rect x="${pad}" y="${y(poor)}" width="${width - pad * 2}" height="${y(good) - y(poor)}" fill="#b5760022"/>
<rect x="${pad}" y="${y(top)}" width="${width - pad * 2}" height="${y(poor) - y(top)}" fill="#c0262622"/>
<text x="4" y="${y(good) + 4}" font-size="10">${label(good)}</text>
<text x="4" y="${y(poor) + 4}" font-size="10">${label(poor)}</text>
${series.length ? `<polyline points="${points.join(" ")}" fill="none" stroke="#111" stroke-width="2"/>` : ""}
${series.map((point, index) => `<circle cx="${x(index).toFixed(1)}" cy="${y(point.p75).toFixed(1)}" r="3"><title>${html(point.day)}: ${label(point.p75)}</title></circle>`).join("")}
${series.length ? `<text x="${pad}" y="${height - 8}" font-size="10">${html(series[0]!.day)}</text><text x="${width - pad}" y="${height - 8}" font-size="10" text-anchor="end">${html(series.at(-1)!.day)}</text>` : `<text x="${width / 2}" y="${height / 2}" text-anchor="middle">no visits measured</text>`}
</svg></figure>`;
}

export function htmlReport(raw: readonly VitalRow[], daily: readonly DailyRow[], now: number) {
  const tables = WINDOWS.map((days) => {
    const rows = summarise(within(raw, days, now))
      .map(
        (s) =>
          `<tr><td>${html(s.route)}</td><td>${html(s.device)}</td><td>${html(s.metric)}</td><td>${unit(s.metric, s.p75)}</td>` +
          `<td>${percent(s.shares.good)}</td><td>${percent(s.shares["needs-improvement"])}</td><td>${percent(s.shares.poor)}</td>` +
          `<td>${s.samples}</td><td>${s.worst ? html(`${s.worst.element ?? "?"} (${s.worst.phase ?? "?"})`) : ""}</td></tr>`,
      )
      .join("\n");
    return `<h2>Last ${days} days</h2><table><thead><tr><th>Route</th><th>Device</th><th>Metric</th><th>p75</th><th>Good</th><th>Needs improvement</th><th>Poor</th><th>Visits</th><th>Poor most often</th></tr></thead><tbody>${rows}</tbody></table>`;
  }).join("\n");
  const charts = METRICS.map((metric) => chart(metric, dailySeries(raw, daily, metric))).join("\n");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Fabric field vitals, ${dayOf(now)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;margin-bottom:2rem}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}figure{margin:0 0 2rem}svg{max-width:100%;height:auto;border:1px solid #ddd}</style>
<h1>Field vitals, ${dayOf(now)}</h1>
<p>p75 by day: green at or under "good", amber needs improvement, red poor.</p>
${charts}
${tables}
</html>
`;
}
