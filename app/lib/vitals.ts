/**
 * Field measurement of our own: what a visit's beacon carries, how the intake checks it, and how the
 * report rates it. One statement for the browser (`app/entry.vitals.ts`), the server
 * (`server/vitals/`) and the report (`npm run vitals`). Nothing in it names a person, a visit or a
 * device: a route, a device class, rounded values, and for a slow LCP or INP the element and phase.
 */

export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRICS)[number];

/** web.dev's thresholds: at or under `good` is good, over `poor` is poor, between needs improvement. */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type Rating = "good" | "needs-improvement" | "poor";

export function rate(name: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Where a slow LCP or INP spent its time (web-vitals' attribution), the largest part named. */
export const PHASES = [
  "ttfb",
  "resource-load-delay",
  "resource-load-duration",
  "element-render-delay",
  "input-delay",
  "processing-duration",
  "presentation-delay",
] as const;
export type Phase = (typeof PHASES)[number];

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** One metric of a visit: its value rounded (ms, or CLS to 3 decimals) and, for LCP and INP, what cost most. */
export type BeaconMetric = { name: MetricName; value: number; element?: string; phase?: Phase };
export type Beacon = { route: string; metrics: BeaconMetric[] };

/** Caps on what a stranger can send: anything beyond is refused whole. */
export const VITALS_LIMITS = {
  bodyBytes: 2048,
  routeLength: 120,
  elementLength: 120,
  /** The largest value kept: a minute in milliseconds, or a CLS of 10. */
  maxMs: 60_000,
  maxCls: 10,
} as const;

/** A value as it is sent and stored: whole milliseconds, CLS to three decimals. */
export function roundValue(name: MetricName, value: number) {
  return name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
}

const ROUTE = /^\/[a-z0-9/_.-]*$/;

/**
 * An element as `elementPath` names it: tags joined by `>`, each with an id or a `data-slot`
 * (`section#pricing>div>button[data-slot=button]`). Nothing else: no markup, no control or bidi
 * characters, no text of the page.
 */
const ELEMENT_PART = String.raw`[a-zA-Z][a-zA-Z0-9-]*(?:#[\w:-]+|\[data-slot=[\w-]+\])?`;
const ELEMENT_PATH = new RegExp(`^${ELEMENT_PART}(?:>${ELEMENT_PART})*$`);

export function isElementPath(text: string) {
  return text.length <= VITALS_LIMITS.elementLength && ELEMENT_PATH.test(text);
}

/** The beacon, checked field by field, or the reason it is refused. */
export function parseBeacon(body: unknown): Beacon | { error: string } {
  if (typeof body !== "object" || body === null) return { error: "not an object" };
  const { route, metrics } = body as Record<string, unknown>;
  if (typeof route !== "string" || route.length > VITALS_LIMITS.routeLength || !ROUTE.test(route))
    return { error: "route" };
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > METRICS.length)
    return { error: "metrics" };
  const seen = new Set<string>();
  const parsed: BeaconMetric[] = [];
  for (const metric of metrics as unknown[]) {
    if (typeof metric !== "object" || metric === null) return { error: "metric" };
    const { name, value, element, phase, ...rest } = metric as Record<string, unknown>;
    if (Object.keys(rest).length) return { error: "metric fields" };
    if (!METRICS.includes(name as MetricName) || seen.has(name as string))
      return { error: "metric name" };
    seen.add(name as string);
    const max = name === "CLS" ? VITALS_LIMITS.maxCls : VITALS_LIMITS.maxMs;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > max)
      return { error: "metric value" };
    const slowest = name === "LCP" || name === "INP";
    if (
      element !== undefined &&
      (!slowest || typeof element !== "string" || !isElementPath(element))
    )
      return { error: "metric element" };
    if (phase !== undefined && (!slowest || !PHASES.includes(phase as Phase)))
      return { error: "metric phase" };
    parsed.push({
      name: name as MetricName,
      value: roundValue(name as MetricName, value),
      ...(element ? { element: element as string } : {}),
      ...(phase ? { phase: phase as Phase } : {}),
    });
  }
  return { route, metrics: parsed };
}

/** A device class from a user agent, which is read here and never kept. */
export function deviceClass(userAgent: string | undefined): Device {
  const agent = (userAgent ?? "").slice(0, 512);
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(agent)) return "phone";
  return "desktop";
}

/** The 75th percentile by nearest rank: the smallest value at or above which a quarter of them lie. */
export function percentile75(values: readonly number[]) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}
