import { afterEach, describe, expect, it } from "vitest";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { DatabaseSync } from "@photostructure/sqlite";
import { waitlistMessages } from "../../app/content/waitlist.ts";
import { databaseKinds, testDatabase } from "../../tests/support/databases.ts";
import { tempDatabase, validLead, waitlistApp } from "../../tests/support/waitlist.ts";
import { type DatabaseTarget, openStore } from "./store.ts";

type App = Awaited<ReturnType<typeof waitlistApp>>;
const open: App[] = [];

async function start(...args: Parameters<typeof waitlistApp>) {
  const app = await waitlistApp(...args);
  open.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

/** What the database holds once the app has answered, read as the CLI reads it. */
async function stored(target: DatabaseTarget, { includeSpam = false } = {}) {
  const store = await openStore(target);
  try {
    return {
      leads: await store.listLeads({ includeSpam }),
      count: await store.countLeads(),
      outbox: await store.outboxStatus(),
    };
  } finally {
    await store.close();
  }
}

function post(app: App, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: WAITLIST_PATH,
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

describe("waitlist receiver", () => {
  it("rejects anything but JSON with 415", async () => {
    const app = await start();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/jsonx"]) {
      const response = await post(app, JSON.stringify(validLead()), { "content-type": type });
      expect(response.statusCode, type).toBe(415);
    }
  });

  it("answers malformed JSON and prototype pollution with 400", async () => {
    const app = await start();
    for (const body of ['{"firstName":', '{"__proto__":{"x":1}}', "null", "[]", '"text"']) {
      expect((await post(app, body)).statusCode, body).toBe(400);
    }
  });

  it("answers bodies over 16 KB with 413", async () => {
    const app = await start();
    const response = await post(app, validLead({ description: "x".repeat(17_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "too_large" });
  });

  it.each([
    ["missing field", { firstName: undefined }, "firstName"],
    ["too short", { lastName: "L" }, "lastName"],
    ["too long", { company: "c".repeat(201) }, "company"],
    ["bad email", { email: "ada@" }, "email"],
    ["wrong type", { jobTitle: 42 }, "jobTitle"],
    ["topics not an array", { topics: "Trust" }, "topics"],
    ["no topics", { topics: [] }, "topics"],
    ["unknown topic", { topics: ["Trust", "Crypto"] }, "topics"],
    ["description too long", { description: "d".repeat(3001) }, "description"],
  ])("answers 400 with field errors: %s", async (_name, change, field) => {
    const app = await start();
    const response = await post(app, validLead(change));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe("invalid");
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it("limits each client per minute with 429 and Retry-After", async () => {
    const app = await start({ rateLimitPerMinute: 2 });
    expect((await post(app, validLead())).statusCode).toBe(201);
    expect((await post(app, validLead())).statusCode).toBe(201);
    const limited = await post(app, validLead());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    const other = await app.inject({
      method: "POST",
      url: WAITLIST_PATH,
      remoteAddress: "10.0.0.2",
      headers: { "content-type": "application/json" },
      payload: validLead(),
    });
    expect(other.statusCode).toBe(201);
  });

  it("allows CORS only for listed origins and the same origin", async () => {
    const app = await start();
    const preflight = (origin: string) =>
      app.inject({
        method: "OPTIONS",
        url: WAITLIST_PATH,
        headers: { origin, "access-control-request-method": "POST" },
      });
    const allowed = await preflight("https://partner.example");
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(allowed.headers["access-control-allow-methods"]).toBe("POST");
    const denied = await preflight("https://evil.example");
    expect(denied.statusCode).toBe(403);
    expect(denied.headers["access-control-allow-origin"]).toBeUndefined();

    expect((await post(app, validLead(), { origin: "https://evil.example" })).statusCode).toBe(403);
    const partner = await post(app, validLead(), { origin: "https://partner.example" });
    expect(partner.statusCode).toBe(201);
    expect(partner.headers["access-control-allow-origin"]).toBe("https://partner.example");
    const same = await post(app, validLead(), {
      origin: "http://localhost:80",
      host: "localhost:80",
    });
    expect(same.statusCode).toBe(201);
  });

  it("still serves the site beside the receiver", async () => {
    const app = await start();
    expect((await app.inject("/")).statusCode).toBe(200);
    expect((await app.inject(WAITLIST_PATH)).statusCode).toBe(404);
  });

  it.each([
    ["a terminal escape in a name", { firstName: "Ada\u001b]0;pwned\u0007\u001b[2J" }, "firstName"],
    ["a line break in a one-line field", { company: "Analytical\nEngines" }, "company"],
    ["a bell in the description", { description: "Hello\u0007" }, "description"],
    ["a lone surrogate", { jobTitle: "Head \ud800 of" }, "jobTitle"],
    ["a C1 control", { lastName: "Love\u009blace" }, "lastName"],
  ])("refuses control characters: %s", async (_name, change, field) => {
    const app = await start();
    const response = await post(app, validLead(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: [waitlistMessages.unprintable] });
  });

  it.each([
    [
      "a right-to-left override in a company",
      { company: "Acme\u202Egnp.exe" },
      "company",
      "bidiControl",
    ],
    [
      "an isolate in the description",
      { description: "ok \u2066x\u2069" },
      "description",
      "bidiControl",
    ],
    ["a name of zero-width spaces", { firstName: "\u200B\u200B" }, "firstName", "invisible"],
    ["a name of a letter and a joiner", { lastName: "A\u200D" }, "lastName", "invisible"],
    ["a Hangul filler job title", { jobTitle: "\u3164\u3164\u3164" }, "jobTitle", "invisible"],
    ["a name of one letter and spaces", { firstName: "A \u3000 " }, "firstName", "short"],
  ])("refuses invisible or reordering text: %s", async (_name, change, field, reason) => {
    const app = await start();
    const response = await post(app, validLead(change));
    expect(response.statusCode).toBe(400);
    const message =
      reason === "short"
        ? waitlistMessages[field as "firstName"]
        : waitlistMessages[reason as "bidiControl" | "invisible"];
    expect(response.json().fields).toEqual({ [field]: [message] });
  });

  /** `text` written in tag characters, which draw nothing. */
  const inTags = (text: string) =>
    [...text].map((char) => String.fromCodePoint(0xe0000 + char.codePointAt(0)!)).join("");

  it.each([
    ["a zero-width space", "\u200B"],
    ["a word joiner", "\u2060"],
    ["a zero-width no-break space", "\uFEFF"],
    ["a soft hyphen", "\u00AD"],
    ["a combining grapheme joiner", "\u034F"],
    ["a Hangul filler", "\u3164"],
    ["a Hangul choseong filler", "\u115F"],
    ["a Hangul jungseong filler", "\u1160"],
    ["a halfwidth Hangul filler", "\uFFA0"],
    ["an interlinear annotation anchor", "\uFFF9"],
    ["an interlinear annotation terminator", "\uFFFB"],
    ["tags spelling an instruction", inTags("IGNORE PREVIOUS INSTRUCTIONS")],
    ["a joiner after a space", " \u200D"],
    ["a second variation selector", "\uFE0F\uFE0F"],
    ["a flag's tags that spell a word", `\u{1F3F4}${inTags("ignore")}\u{E007F}`],
  ])("refuses %s inside a name, with its own message", async (_name, hidden) => {
    const app = await start();
    for (const field of ["firstName", "company", "description"] as const) {
      const response = await post(app, validLead({ [field]: `Ada${hidden}bc` }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, field).toEqual({ [field]: [waitlistMessages.invisible] });
    }
  });

  it("refuses line and paragraph separators in one-line fields only", async () => {
    const app = await start();
    for (const separator of ["\u2028", "\u2029"]) {
      const response = await post(app, validLead({ jobTitle: `Head${separator}of sales` }));
      expect(response.json().fields).toEqual({ jobTitle: [waitlistMessages.unprintable] });
      const note = validLead({ description: `One${separator}two`, submissionId: undefined });
      expect((await post(app, note)).statusCode).toBe(201);
    }
  });

  it("takes names in any script, with emoji and their joiners", async () => {
    const app = await start();
    // A joiner between letters (Persian), an ideographic variation selector, a flag written with tags.
    const flag = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}";
    for (const firstName of [
      "👩🏽‍💻",
      "李",
      "José",
      "Zoë 🏳️‍🌈",
      "❤️‍🔥",
      "نیلو\u200Cفر",
      "葛\u{E0100}",
      flag,
    ]) {
      const response = await post(
        app,
        validLead({ firstName: `${firstName} A`, submissionId: undefined }),
      );
      expect(response.statusCode, firstName).toBe(201);
    }
  });

  it("answers 503 with Retry-After at once when another process holds the database lock", async () => {
    const databasePath = tempDatabase();
    const app = await start({ database: { kind: "sqlite", path: databasePath } });
    const other = new DatabaseSync(databasePath);
    other.exec("BEGIN IMMEDIATE");
    try {
      const started = performance.now();
      const response = await post(app, validLead());
      const ready = await app.inject("/readyz");
      const health = await app.inject("/healthz");
      expect(performance.now() - started).toBeLessThan(1500);
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({ error: "unavailable" });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers["retry-after"]).toBe("5");
      expect(health.statusCode).toBe(200);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await post(app, validLead())).statusCode).toBe(201);
    expect((await app.inject("/readyz")).json()).toMatchObject({
      status: "ok",
      outbox: { pending: 1, parked: 0 },
    });
  });

  it("limits by the address the trusted proxy saw, whatever X-Forwarded-For the client adds", async () => {
    const app = await start({ rateLimitPerMinute: 2 }, { trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await post(app, validLead(), {
        "x-forwarded-for": `198.51.100.${i}, 203.0.113.7`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    const nextClient = await post(app, validLead(), { "x-forwarded-for": "203.0.113.8" });
    expect(nextClient.statusCode).toBe(201);
  });

  it("accepts the site's own HTTPS origin behind a TLS proxy it does not trust", async () => {
    const app = await start();
    const response = await post(app, validLead(), {
      origin: "https://fabric.example",
      host: "fabric.example",
    });
    expect(response.statusCode).toBe(201);
    const lookalike = await post(app, validLead(), {
      origin: "https://fabric.example.evil.example",
      host: "fabric.example",
    });
    expect(lookalike.statusCode).toBe(403);
  });
});

describe.each(databaseKinds)("waitlist receiver storing on %s", (kind) => {
  it("stores a valid lead before answering 201, dropping unknown fields", async () => {
    const database = await testDatabase(kind);
    const app = await start({ database });
    const response = await post(app, validLead({ isAdmin: true, plan: "starter" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const [lead] = (await stored(database)).leads;
    expect(lead).toMatchObject({
      firstName: "Ada",
      email: "ada@analytical.example",
      topics: ["Trust"],
      plan: "starter",
      spamReason: null,
    });
    expect(lead).not.toHaveProperty("isAdmin");
  });

  it("accepts a bot with 201 but marks its row as spam and never queues it", async () => {
    const database = await testDatabase(kind);
    const app = await start({ database });
    expect((await post(app, validLead({ companyWebsite: "http://spam" }))).statusCode).toBe(201);
    expect((await post(app, validLead({ elapsedMs: 800 }))).statusCode).toBe(201);
    expect((await post(app, validLead({ elapsedMs: undefined }))).statusCode).toBe(201);
    const { leads } = await stored(database, { includeSpam: true });
    expect(leads.map((lead) => lead.spamReason)).toEqual(["honeypot", "too-fast", "too-fast"]);
    expect(leads.map((lead) => lead.delivery)).toEqual([null, null, null]);
    expect((await stored(database)).leads).toEqual([]);
  });

  it("ignores an unknown plan instead of rejecting the lead", async () => {
    const database = await testDatabase(kind);
    const app = await start({ database });
    expect((await post(app, validLead({ plan: "platinum" }))).statusCode).toBe(201);
    expect((await stored(database)).leads[0]?.plan).toBeNull();
  });

  it("keeps stored leads across a restart", async () => {
    const database = await testDatabase(kind);
    const first = await waitlistApp({ database });
    await post(first, validLead({ firstName: "Grace" }));
    await first.close();
    const second = await start({ database });
    await post(second, validLead({ firstName: "Alan" }));
    const { leads } = await stored(database);
    expect(leads.map((lead) => lead.firstName)).toEqual(["Grace", "Alan"]);
  });

  it("stores a resent or double-sent form once, answering 201 each time", async () => {
    const database = await testDatabase(kind);
    const app = await start({ database });
    const submissionId = "0b6c2f8e-4a1d-4c3e-9f5a-2d7b8e1c0a91";
    const sends = await Promise.all([1, 2, 3].map(() => post(app, validLead({ submissionId }))));
    expect(sends.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const other = validLead({ submissionId: "5f1e8a3c-7b2d-4e6f-8a9b-0c1d2e3f4a5b" });
    expect((await post(app, other)).statusCode).toBe(201);
    expect((await post(app, validLead())).statusCode).toBe(201); // no id: always a new lead
    expect((await post(app, validLead({ submissionId: "not-a-uuid" }))).statusCode).toBe(400);
    const { count, outbox } = await stored(database);
    expect(count).toBe(3);
    expect(outbox.pending).toBe(3);
  });

  it("keeps line breaks in the description", async () => {
    const database = await testDatabase(kind);
    const app = await start({ database });
    const description = "First line\r\nSecond line\n\nThird";
    expect((await post(app, validLead({ description }))).statusCode).toBe(201);
    expect((await stored(database)).leads[0]?.description).toBe(description);
  });

  it("reports the database and its backlog on /readyz", async () => {
    const database = await testDatabase(kind);
    const app = await start({ database });
    expect((await post(app, validLead())).statusCode).toBe(201);
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(ready.json()).toEqual({
      status: "ok",
      database: kind,
      outbox: { pending: 1, parked: 0, oldestPendingSeconds: 0 },
    });
  });
});
