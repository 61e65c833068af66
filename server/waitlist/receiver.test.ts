import { afterEach, describe, expect, it } from "vitest";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { openStore } from "./store.ts";
import { tempDatabase, validLead, waitlistApp } from "./test-helpers.ts";

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

function post(app: App, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: WAITLIST_PATH,
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

describe("waitlist receiver", () => {
  it("stores a valid lead before answering 201, dropping unknown fields", async () => {
    const databasePath = tempDatabase();
    const app = await start({ databasePath });
    const response = await post(app, validLead({ isAdmin: true, plan: "starter" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const store = openStore(databasePath, { readonly: true });
    const [lead] = store.listLeads();
    store.close();
    expect(lead).toMatchObject({
      firstName: "Ada",
      email: "ada@analytical.example",
      topics: ["Trust"],
      plan: "starter",
      spamReason: null,
    });
    expect(lead).not.toHaveProperty("isAdmin");
  });

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

  it("accepts a bot with 201 but marks its row as spam and never queues it", async () => {
    const databasePath = tempDatabase();
    const app = await start({ databasePath });
    expect((await post(app, validLead({ companyWebsite: "http://spam" }))).statusCode).toBe(201);
    expect((await post(app, validLead({ elapsedMs: 800 }))).statusCode).toBe(201);
    expect((await post(app, validLead({ elapsedMs: undefined }))).statusCode).toBe(201);
    const store = openStore(databasePath, { readonly: true });
    const leads = store.listLeads({ includeSpam: true });
    expect(leads.map((lead) => lead.spamReason)).toEqual(["honeypot", "too-fast", "too-fast"]);
    expect(leads.map((lead) => lead.delivery)).toEqual([null, null, null]);
    expect(store.listLeads()).toEqual([]);
    store.close();
  });

  it("ignores an unknown plan instead of rejecting the lead", async () => {
    const databasePath = tempDatabase();
    const app = await start({ databasePath });
    expect((await post(app, validLead({ plan: "platinum" }))).statusCode).toBe(201);
    const store = openStore(databasePath, { readonly: true });
    expect(store.listLeads()[0]?.plan).toBeNull();
    store.close();
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

  it("keeps stored leads across a restart", async () => {
    const databasePath = tempDatabase();
    const first = await waitlistApp({ databasePath });
    await post(first, validLead({ firstName: "Grace" }));
    await first.close();
    const second = await start({ databasePath });
    await post(second, validLead({ firstName: "Alan" }));
    const store = openStore(databasePath, { readonly: true });
    expect(store.listLeads().map((lead) => lead.firstName)).toEqual(["Grace", "Alan"]);
    store.close();
  });

  it("still serves the site beside the receiver", async () => {
    const app = await start();
    expect((await app.inject("/")).statusCode).toBe(200);
    expect((await app.inject(WAITLIST_PATH)).statusCode).toBe(404);
  });
});
