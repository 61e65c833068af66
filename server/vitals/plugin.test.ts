import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { VITALS_PATH } from "../../app/lib/config.ts";
import { databaseKinds, openTestClient, testDatabase } from "../../tests/support/databases.ts";
import type { DatabaseTarget } from "../waitlist/store.ts";
import { vitals } from "./plugin.ts";
import { dayOf, openVitalsStore, RAW_RETENTION_DAYS, RAW_ROWS_PER_DAY } from "./store.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const visit = {
  route: "/about",
  metrics: [
    { name: "LCP", value: 1234.4, element: "main>h1", phase: "element-render-delay" },
    { name: "CLS", value: 0.01234 },
    { name: "INP", value: 96, element: "button#menu", phase: "presentation-delay" },
  ],
};

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const SITE = "https://fabric.example";
const PAGES = new Set(["/", "/about", "/pricing"]);

async function intake(database: DatabaseTarget, perMinute = 30) {
  const app = Fastify();
  await app.register(vitals, { database, perMinute, pages: PAGES, siteOrigin: SITE });
  apps.push(app);
  return app;
}

const send = (
  app: Awaited<ReturnType<typeof intake>>,
  body: unknown,
  type = "text/plain;charset=UTF-8",
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: "POST",
    url: VITALS_PATH,
    headers: { "content-type": type, "user-agent": PHONE, ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });

async function rows(database: DatabaseTarget) {
  const store = await openVitalsStore(database);
  try {
    return await store.raw("0000-00-00");
  } finally {
    await store.close();
  }
}

describe.each(databaseKinds)("vitals intake on %s", (kind) => {
  it("stores a visit's metrics rounded, with a device class and no agent or address", async () => {
    const database = await testDatabase(kind);
    const app = await intake(database);
    expect((await send(app, visit)).statusCode).toBe(204);
    const stored = (await rows(database)).sort((a, b) => a.value - b.value);
    expect(
      stored.map(({ metric, value, device, route }) => ({ metric, value, device, route })),
    ).toEqual([
      { metric: "CLS", value: 0.012, device: "phone", route: "/about" },
      { metric: "INP", value: 96, device: "phone", route: "/about" },
      { metric: "LCP", value: 1234, device: "phone", route: "/about" },
    ]);
    expect(stored[2]).toMatchObject({ element: "main>h1", phase: "element-render-delay" });
    expect(Object.keys(stored[0]!).sort()).toEqual(
      ["day", "device", "element", "metric", "phase", "route", "value"].sort(),
    );
  });

  it("refuses a bad beacon whole and stores nothing", async () => {
    const database = await testDatabase(kind);
    const app = await intake(database, 1000);
    const bad: [unknown, number][] = [
      ["not json", 400],
      [{ ...visit, route: "/about?email=a@b.c" }, 400],
      [{ ...visit, route: "https://elsewhere.test/" }, 400],
      [{ ...visit, route: "/" + "a".repeat(200) }, 400],
      [{ ...visit, metrics: [] }, 400],
      [{ ...visit, metrics: [{ name: "FID", value: 10 }] }, 400],
      [{ ...visit, metrics: [{ name: "LCP", value: -1 }] }, 400],
      [{ ...visit, metrics: [{ name: "LCP", value: 600_001 }] }, 400],
      [{ ...visit, metrics: [{ name: "CLS", value: 0.1, element: "div" }] }, 400],
      [{ ...visit, metrics: [{ name: "INP", value: 10, phase: "lunch" }] }, 400],
      [{ ...visit, metrics: [{ name: "LCP", value: 10, element: "x".repeat(121) }] }, 400],
      [{ ...visit, metrics: [{ name: "LCP", value: 10, visitor: "id-1" }] }, 400],
      [
        {
          ...visit,
          metrics: [
            { name: "LCP", value: 1 },
            { name: "LCP", value: 2 },
          ],
        },
        400,
      ],
      [{ ...visit, padding: "x".repeat(3000) }, 413],
    ];
    for (const [body, status] of bad) {
      expect((await send(app, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    expect(await rows(database)).toEqual([]);
  });

  it("refuses a route that is not a page of the build", async () => {
    const database = await testDatabase(kind);
    const app = await intake(database, 1000);
    for (const route of ["/../../etc/passwd", "/nope", "/about/", "/about/index.html"]) {
      const answer = await send(app, { ...visit, route });
      expect(answer.statusCode, route).toBe(400);
      expect(answer.json()).toEqual({ error: "unknown_route" });
    }
    expect(await rows(database)).toEqual([]);
  });

  it("refuses an element that is not a path of tags, ids and slots", async () => {
    const database = await testDatabase(kind);
    const app = await intake(database, 1000);
    const elements = [
      "<img src=x onerror=alert(1)>",
      "main>h1\u0000",
      "main>h1\u202eevil",
      "jane.doe@example.com",
      "\u001b]0;owned\u0007\u001b[2J",
      "div.hero>h1",
      "main>",
      "button#a b",
    ];
    for (const element of elements) {
      const answer = await send(app, {
        ...visit,
        metrics: [{ name: "LCP", value: 10, element, phase: "ttfb" }],
      });
      expect(answer.statusCode, element).toBe(400);
      expect(answer.json()).toEqual({ error: "bad_request", field: "metric element" });
    }
    expect(await rows(database)).toEqual([]);
  });

  it("refuses what a browser sends with Global Privacy Control", async () => {
    const database = await testDatabase(kind);
    const app = await intake(database);
    const answer = await send(app, visit, undefined, { "sec-gpc": "1" });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: "privacy_signal" });
    expect(await rows(database)).toEqual([]);
  });

  it("refuses another site's beacons and takes this site's", async () => {
    const database = await testDatabase(kind);
    const app = await intake(database, 1000);
    const refused: Record<string, string>[] = [
      { origin: "https://elsewhere.example" },
      { origin: "null" },
      { origin: `${SITE}.elsewhere.example` },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of refused) {
      const answer = await send(app, visit, undefined, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json()).toEqual({ error: "cross_site" });
    }
    expect(await rows(database)).toEqual([]);
    const taken: Record<string, string>[] = [
      // What Chromium sends with a same-origin sendBeacon.
      { origin: "http://localhost:80", "sec-fetch-site": "same-origin" },
      // The pages on a static host at the build's own origin, the intake here.
      { origin: SITE, "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of taken) {
      expect((await send(app, visit, undefined, headers)).statusCode, JSON.stringify(headers)).toBe(
        204,
      );
    }
    expect(await rows(database)).toHaveLength(taken.length * visit.metrics.length);
  });

  it("refuses every beacon once the day's rows are full", async () => {
    const database = await testDatabase(kind);
    const app = await intake(database);
    const sql = openTestClient(database);
    try {
      await sql.run(`INSERT INTO vitals_days (day, stored) VALUES (?, ?)`, [
        dayOf(Date.now()),
        RAW_ROWS_PER_DAY - 1,
      ]);
    } finally {
      await sql.close();
    }
    const answer = await send(app, visit);
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({ error: "daily_limit" });
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await rows(database)).toEqual([]);
  });

  it("limits how many beacons one client sends a minute", async () => {
    const database = await testDatabase(kind);
    const app = await intake(database, 2);
    expect((await send(app, visit)).statusCode).toBe(204);
    expect((await send(app, visit, "application/json")).statusCode).toBe(204);
    const limited = await send(app, visit);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rows(database)).toHaveLength(6);
  });

  it("keeps raw rows 30 days, then only each day's aggregate", async () => {
    const database = await testDatabase(kind);
    const store = await openVitalsStore(database);
    const now = Date.parse("2026-11-25T12:00:00Z");
    const old = now - (RAW_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000;
    for (const value of [1000, 2000, 3000, 5000]) {
      await store.add("/", "phone", [{ name: "LCP", value }], old);
    }
    await store.add("/", "phone", [{ name: "LCP", value: 900 }], now);
    expect(await store.compact(now)).toBe(4);
    expect(await store.compact(now)).toBe(0);
    expect((await store.raw("0000-00-00")).map((row) => row.value)).toEqual([900]);
    expect(await store.daily("0000-00-00")).toEqual([
      {
        day: dayOf(old),
        route: "/",
        device: "phone",
        metric: "LCP",
        samples: 4,
        p75: 3000,
        good: 2,
        needsImprovement: 1,
        poor: 1,
      },
    ]);
    await store.close();
  });
});
