/**
 * Generated hostile input for what a stranger can send the server: the intake's JSON and the
 * consent form's headers. Whatever arrives, the answer is a clear 4xx or a stored lead that keeps
 * the text rules, never a 5xx, and never grows with the request.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONSENT_PATH } from "../app/content/consent.ts";
import { waitlistMessages } from "../app/content/waitlist.ts";
import {
  BIDI_CONTROL,
  hasHidden,
  hasUnprintable,
  visibleLength,
} from "../app/features/waitlist/schema.ts";
import { VITALS_PATH, WAITLIST_PATH } from "../app/lib/config.ts";
import { isElementPath } from "../app/lib/vitals.ts";
import { createTestBuild } from "../tests/support/test-build.ts";
import { tempDatabase, validLead, waitlistApp } from "../tests/support/waitlist.ts";
import { buildApp } from "./app.ts";
import { REFUSALS } from "./vitals/refusal.ts";
import { openVitalsStore } from "./vitals/store.ts";

/** Text that mixes the characters attacks use with ordinary ones. */
const hostileText = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.string({
    unit: fc.constantFrom(
      "a",
      "Z",
      " ",
      "=",
      "\u200B",
      "\u200D",
      "\u202E",
      "\u2066",
      "\u3164",
      "\u00AD",
      "\u2060",
      "\uFEFF",
      "\uFE0F",
      "\u2028",
      "\u{E0049}",
      "\u{1F3F4}",
      "\u001b",
      "\u0085",
      "\ud800",
      "👩🏽‍💻",
      "__proto__",
      "\n",
    ),
  }),
);

const TEXT_FIELDS = ["firstName", "lastName", "company", "jobTitle", "description"] as const;

describe("the intake under generated input", () => {
  let app: Awaited<ReturnType<typeof waitlistApp>>;
  beforeAll(async () => {
    app = await waitlistApp({ rateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => app.close());

  it("answers 201 or 400, and what it stores keeps the text rules", async () => {
    const body = fc.record(
      Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, fc.oneof(hostileText, fc.anything())]),
      ) as Record<(typeof TEXT_FIELDS)[number], fc.Arbitrary<unknown>>,
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (fields) => {
        const lead = { ...validLead(), ...fields };
        const response = await app.inject({
          method: "POST",
          url: WAITLIST_PATH,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(lead),
        });
        expect([201, 400]).toContain(response.statusCode);
        expect(response.body.length).toBeLessThan(2048);
        if (response.statusCode !== 201) return;
        for (const field of TEXT_FIELDS) {
          const value = String(lead[field]).trim();
          expect(BIDI_CONTROL.test(value), field).toBe(false);
          expect(hasUnprintable(value, { multiline: field === "description" }), field).toBe(false);
          expect(hasHidden(value), field).toBe(false);
          if (field !== "description")
            expect(visibleLength(value), field).toBeGreaterThanOrEqual(2);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("refuses any character that draws nothing, anywhere inside any text field", async () => {
    // Every format character and default-ignorable code point, but for the joiners, variation
    // selectors and bidirectional controls, which have rules of their own.
    const hidden: number[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      const char = String.fromCodePoint(code);
      if (
        /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(char) &&
        !/[\p{Join_Control}\p{Variation_Selector}\p{Bidi_Control}]/u.test(char)
      )
        hidden.push(code);
    }
    const valid = validLead();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TEXT_FIELDS),
        fc.constantFrom(...hidden),
        fc.nat(),
        async (field, code, at) => {
          const text = valid[field];
          const cut = 1 + (at % (text.length - 1));
          const value = text.slice(0, cut) + String.fromCodePoint(code) + text.slice(cut);
          const response = await app.inject({
            method: "POST",
            url: WAITLIST_PATH,
            headers: { "content-type": "application/json" },
            payload: JSON.stringify({ ...valid, [field]: value }),
          });
          expect(response.statusCode).toBe(400);
          expect(response.json().fields).toEqual({ [field]: [waitlistMessages.invisible] });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("answers any JSON document with a 4xx or a stored lead, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (document) => {
        const response = await app.inject({
          method: "POST",
          url: WAITLIST_PATH,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(document),
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(200);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the field measurement's intake under generated input", () => {
  const database = { kind: "sqlite" as const, path: tempDatabase() };
  // The test build's pages and site (tests/support/test-build.ts).
  const pages = ["/", "/about", "/ldc"];
  const site = "http://localhost:3000";
  let app: Awaited<ReturnType<typeof waitlistApp>>;
  beforeAll(async () => {
    vi.stubEnv("VITALS_RATE_LIMIT_PER_MINUTE", "1000000");
    app = await waitlistApp({ database });
  });
  afterAll(() => app.close());

  const pathLike = fc.oneof(
    fc.constantFrom(...pages, "/nope", "/about/", "/../../etc/passwd", "/ldc/index.html"),
    hostileText.map((text) => `/${text}`),
  );
  const elementLike = fc.oneof(
    fc.constantFrom("main>h1", "section#pricing>div>button[data-slot=button]", "div.hero"),
    hostileText,
  );
  const headers = fc.record(
    {
      "sec-gpc": fc.constantFrom("1", "0"),
      origin: fc.oneof(fc.constantFrom(site, "http://localhost:80", "null"), fc.webUrl()),
      "sec-fetch-site": fc.constantFrom("same-origin", "same-site", "cross-site", "none"),
    },
    { requiredKeys: [] },
  );

  it("stores a beacon only from this site, without the signal, for a page and an element path", async () => {
    await fc.assert(
      fc.asyncProperty(pathLike, elementLike, headers, async (route, element, sent) => {
        const response = await app.inject({
          method: "POST",
          url: VITALS_PATH,
          headers: { "content-type": "text/plain;charset=UTF-8", ...sent },
          payload: JSON.stringify({
            route,
            metrics: [{ name: "LCP", value: 3000, element, phase: "ttfb" }],
          }),
        });
        expect(response.body.length).toBeLessThan(128);
        const allowed =
          sent["sec-gpc"] !== "1" &&
          (sent.origin === undefined
            ? [undefined, "same-origin"].includes(sent["sec-fetch-site"])
            : [site, "http://localhost:80"].includes(sent.origin)) &&
          pages.includes(route) &&
          isElementPath(element);
        if (response.statusCode === 204) {
          expect(allowed).toBe(true);
          return;
        }
        expect(allowed).toBe(false);
        const { error } = response.json<{ error: keyof typeof REFUSALS }>();
        expect(REFUSALS[error]).toBe(response.statusCode);
      }),
      { numRuns: 300 },
    );
    const store = await openVitalsStore(database);
    try {
      const stored = await store.raw("0000-00-00");
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored) {
        expect(pages).toContain(row.route);
        expect(isElementPath(row.element!)).toBe(true);
      }
    } finally {
      await store.close();
    }
  });
});

describe("the consent form under generated headers", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const buildDir = createTestBuild({
      siteUrl: "https://www.fabric.example",
      gaMeasurementIds: ["G-ONE", "G-TWO"],
    });
    app = await buildApp({ buildDir, trustProxy: 1 });
  });
  afterAll(() => app.close());

  it("answers with at most the choice and the build's deletions, and only to this origin", async () => {
    const cookieName = fc.oneof(fc.constantFrom("_ga", "_ga_ONE", "_ga_TWO"), fc.string());
    const cookies = fc.array(fc.tuple(cookieName, fc.string()), { maxLength: 300 });
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
    const host = fc
      .array(label, { minLength: 1, maxLength: 100 })
      .map((labels) => labels.join("."));
    await fc.assert(
      fc.asyncProperty(cookies, host, fc.string(), async (pairs, hostname, path) => {
        const response = await app.inject({
          method: "POST",
          url: CONSENT_PATH,
          payload: "consent=reject",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            host: hostname,
            "x-forwarded-host": hostname,
            referer: `https://${hostname}/${encodeURI(path)}`,
            cookie: pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; "),
          },
        });
        const setCookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
        // The choice, then three cookies on the host, www.fabric.example and fabric.example.
        expect(setCookies.length).toBeLessThanOrEqual(1 + 3 * 3);
        const location = response.headers.location;
        if (location !== undefined) {
          expect(new URL(String(location), `https://${hostname}`).host).toBe(hostname);
        }
      }),
      { numRuns: 200 },
    );
  });
});
