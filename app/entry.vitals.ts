/**
 * The field measurement's browser entry, imported by the head script once the page has been painted,
 * has loaded and is idle (`app/lib/first-paint.ts`): web-vitals' observers are buffered, so nothing before that is
 * missed. Every metric of the visit goes in one beacon to our own origin when the page is hidden.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals/attribution";
import type {
  CLSMetricWithAttribution,
  FCPMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from "web-vitals/attribution";
import { config } from "~/lib/config";
import { elementPath } from "~/lib/element-path";
import { isElementPath, roundValue, type BeaconMetric, type Phase } from "~/lib/vitals";

type Reported =
  | CLSMetricWithAttribution
  | FCPMetricWithAttribution
  | INPMetricWithAttribution
  | LCPMetricWithAttribution
  | TTFBMetricWithAttribution;

/** The part that cost most, of the phases web-vitals measures. */
function largest(phases: [Phase, number][]) {
  return phases.reduce((best, phase) => (phase[1] > best[1] ? phase : best))[0];
}

/**
 * The element as `elementPath` named it; web-vitals names it its own way (with classes) where that
 * returned nothing, and the intake would refuse the beacon for it.
 */
const element = (target: string | undefined) =>
  target && isElementPath(target) ? { element: target } : {};

function summarise(metric: Reported): BeaconMetric {
  const value = roundValue(metric.name, metric.value);
  if (metric.name === "LCP") {
    const { target, timeToFirstByte, resourceLoadDelay, resourceLoadDuration, elementRenderDelay } =
      metric.attribution;
    return {
      name: "LCP",
      value,
      ...element(target),
      phase: largest([
        ["ttfb", timeToFirstByte],
        ["resource-load-delay", resourceLoadDelay],
        ["resource-load-duration", resourceLoadDuration],
        ["element-render-delay", elementRenderDelay],
      ]),
    };
  }
  if (metric.name === "INP") {
    const { interactionTarget, inputDelay, processingDuration, presentationDelay } =
      metric.attribution;
    return {
      name: "INP",
      value,
      ...element(interactionTarget),
      phase: largest([
        ["input-delay", inputDelay],
        ["processing-duration", processingDuration],
        ["presentation-delay", presentationDelay],
      ]),
    };
  }
  return { name: metric.name, value };
}

const pending = new Map<string, BeaconMetric>();
// Each metric once per page: a later report (a CLS that grew after the tab came back) is left out
// rather than counted as a second visit.
const sent = new Set<string>();
const keep = (metric: Reported) => {
  if (!sent.has(metric.name)) pending.set(metric.name, summarise(metric));
};
onTTFB(keep);
onFCP(keep);
onLCP(keep, { generateTarget: elementPath });
onCLS(keep);
// Every change, not only the value at the page's hiding: web-vitals reads an interaction's entries
// when next idle, or on the hiding's own event, after it has reported INP for the hiding. A page
// hidden right after a tap (a link followed) would send no INP.
onINP(keep, { generateTarget: elementPath, reportAllChanges: true });

// On window, bubbling: after web-vitals' own listeners on the document have reported what the
// page's hiding finalises (LCP, CLS, INP).
window.addEventListener("visibilitychange", () => {
  if (document.visibilityState !== "hidden" || !pending.size) return;
  // The path only: no query or fragment, which could carry anything.
  const beacon = { route: location.pathname.toLowerCase(), metrics: [...pending.values()] };
  for (const name of pending.keys()) sent.add(name);
  pending.clear();
  // A string is sent as text/plain, which needs no preflight where the intake is another origin.
  navigator.sendBeacon(config.vitalsUrl, JSON.stringify(beacon));
});
