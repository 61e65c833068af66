/**
 * `/metrics` as a scraper meets it, on a real port: each counter and gauge before and after what it
 * counts (its token guard: internal-routes.test.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { VITALS_PATH, WAITLIST_PATH } from "../app/lib/config.ts";
import { databaseKinds, testDatabase } from "../tests/support/databases.ts";
import { fakeUpstream } from "../tests/support/fake-upstream.ts";
import { rawGet } from "../tests/support/raw-http.ts";
import { validLead, waitlistApp } from "../tests/support/waitlist.ts";
import type { WaitlistOptions } from "./waitlist/plugin.ts";

const METRICS_TOKEN = "m".repeat(32);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server with the lead pipeline on a port of 127.0.0.1; its address. */
async function server(options: Partial<WaitlistOptions> = {}) {
  const app = await waitlistApp(options, { metricsToken: METRICS_TOKEN });
  cleanups.push(() => app.close());
  return app.listen({ port: 0, host: "127.0.0.1" });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function scrape(base: string) {
  const response = await rawGet(base, "/metrics", bearer(METRICS_TOKEN));
  expect(response.status).toBe(200);
  return response.body;
}

/** One sample's value in a scrape (`name` or `name{label="value"}`); 0 when it is absent. */
function sample(text: string, series: string) {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const post = (base: string, path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  }).then((response) => response.status);

describe("the metrics", () => {
  it("serves Prometheus's text format with the event loop's delay", async () => {
    const metrics = await rawGet(await server(), "/metrics", bearer(METRICS_TOKEN));
    expect(metrics.type).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(metrics.body).toContain("# TYPE fabric_leads_received_total counter");
    expect(metrics.body).toContain("nodejs_eventloop_lag_p99_seconds");
  });

  it("count intake: received, stored, spam, duplicates, refusals by reason, rate-limited", async () => {
    // Five requests count toward the limit before the last (a refused origin does not).
    const base = await server({ rateLimitPerMinute: 5 });
    const before = await scrape(base);
    const submissionId = crypto.randomUUID();
    expect(await post(base, WAITLIST_PATH, JSON.stringify(validLead({ submissionId })))).toBe(201);
    expect(await post(base, WAITLIST_PATH, JSON.stringify(validLead({ submissionId })))).toBe(201);
    const bot = validLead({ companyWebsite: "https://spam.example" });
    expect(await post(base, WAITLIST_PATH, JSON.stringify(bot))).toBe(201);
    expect(await post(base, WAITLIST_PATH, JSON.stringify(validLead({ email: "no" })))).toBe(400);
    const foreign = { origin: "https://elsewhere.example" };
    expect(await post(base, WAITLIST_PATH, JSON.stringify(validLead()), foreign)).toBe(403);
    expect(await post(base, WAITLIST_PATH, "{", { "content-type": "text/plain" })).toBe(415);
    expect(await post(base, WAITLIST_PATH, JSON.stringify(validLead()))).toBe(429);
    const after = await scrape(base);

    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta("fabric_leads_received_total")).toBe(7);
    expect(delta('fabric_leads_stored_total{spam_reason="none"}')).toBe(1);
    expect(delta('fabric_leads_stored_total{spam_reason="honeypot"}')).toBe(1);
    expect(delta("fabric_leads_duplicate_total")).toBe(1);
    expect(delta('fabric_leads_refused_total{reason="invalid"}')).toBe(1);
    expect(delta('fabric_leads_refused_total{reason="origin_not_allowed"}')).toBe(1);
    expect(delta('fabric_leads_refused_total{reason="unsupported_media_type"}')).toBe(1);
    expect(delta("fabric_leads_rate_limited_total")).toBe(1);
    // Nothing a visitor sent is in the scrape.
    expect(after).not.toMatch(/ada@|analytical|spam\.example|elsewhere/i);
  });

  it("count beacons accepted and refused", async () => {
    const base = await server();
    const before = await scrape(base);
    const beacon = { route: "/about", metrics: [{ name: "CLS", value: 0.01 }] };
    const text = { "content-type": "text/plain;charset=UTF-8" };
    expect(await post(base, VITALS_PATH, JSON.stringify(beacon), text)).toBe(204);
    expect(await post(base, VITALS_PATH, JSON.stringify({ route: "/x?ada@a.example" }), text)).toBe(
      400,
    );
    const after = await scrape(base);
    expect(sample(after, "fabric_beacons_accepted_total")).toBe(
      sample(before, "fabric_beacons_accepted_total") + 1,
    );
    expect(sample(after, 'fabric_beacons_refused_total{reason="invalid"}')).toBe(1);
    expect(after).not.toContain("ada@");
  });

  it("count a failed delivery retried, then delivered", async () => {
    const upstream = await fakeUpstream((attempt) => (attempt === 1 ? 500 : 200));
    cleanups.push(upstream.close);
    const base = await server({ forwardUrl: upstream.url, forwardPollMs: 50 });
    expect(await post(base, WAITLIST_PATH, JSON.stringify(validLead()))).toBe(201);
    await expect
      .poll(async () =>
        sample(await scrape(base), 'fabric_delivery_attempts_total{outcome="succeeded"}'),
      )
      .toBe(1);
    const after = await scrape(base);
    expect(sample(after, 'fabric_delivery_attempts_total{outcome="retried"}')).toBe(1);
    expect(sample(after, 'fabric_delivery_attempts_total{outcome="parked"}')).toBe(0);
    expect(sample(after, "fabric_outbox_pending")).toBe(0);
  });
});

describe.each(databaseKinds)("the outbox gauges on %s", (kind) => {
  it("report the shared backlog: pending, its oldest's age, and parked deliveries", async () => {
    const database = await testDatabase(kind);
    const quiet = await server({ database });
    const empty = await scrape(quiet);
    expect(sample(empty, "fabric_outbox_pending")).toBe(0);
    expect(sample(empty, "fabric_outbox_oldest_pending_age_seconds")).toBe(0);

    // Stored while nothing forwards: pending, and ageing.
    for (let i = 0; i < 2; i++) {
      expect(await post(quiet, WAITLIST_PATH, JSON.stringify(validLead()))).toBe(201);
    }
    await expect
      .poll(async () => sample(await scrape(quiet), "fabric_outbox_oldest_pending_age_seconds"))
      .toBeGreaterThan(0);
    expect(sample(await scrape(quiet), "fabric_outbox_pending")).toBe(2);

    // An upstream that refuses, and one attempt allowed: both are parked.
    const upstream = await fakeUpstream(() => 500);
    cleanups.push(upstream.close);
    const failing = await server({
      database,
      forwardUrl: upstream.url,
      forwardPollMs: 50,
      forwardMaxAttempts: 1,
    });
    await expect
      .poll(async () =>
        sample(await scrape(failing), 'fabric_delivery_attempts_total{outcome="parked"}'),
      )
      .toBe(2);
    for (const base of [quiet, failing]) {
      const text = await scrape(base);
      expect(sample(text, "fabric_outbox_parked")).toBe(2);
      expect(sample(text, "fabric_outbox_pending")).toBe(0);
      expect(sample(text, "fabric_outbox_oldest_pending_age_seconds")).toBe(0);
    }
  });
});
