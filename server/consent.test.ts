import { writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_PATH, CONSENT_POLICY_VERSION } from "../app/content/consent.ts";
import { buildApp } from "./app.ts";
import { preferredEncoding } from "./page-variant.ts";
import { createTestBuild } from "../tests/support/test-build.ts";

const BANNER = '<section id="consent" aria-label="Cookie choice">Cookie choice</section>';
const DECIDED = '<section id="consent" data-decided="" aria-label="Cookie choice">';
const SCRIPT = "<script>banner()</script>";
const accepted = `${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION}`;
const rejected = `${CONSENT_COOKIE.name}=reject.${CONSENT_POLICY_VERSION}`;

let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const buildDir = createTestBuild({
    siteUrl: "https://www.fabric.example",
    gaMeasurementIds: ["G-TEST1"],
  });
  const client = path.join(buildDir, "client");
  writeFileSync(path.join(client, "index.html"), `<body>${BANNER}${SCRIPT}<h1>Home</h1></body>`);
  writeFileSync(path.join(client, "404.html"), `<body>${BANNER}<h1>Oops! Page not found</h1>`);
  // about/index.html keeps no banner: a build without analytics.
  app = await buildApp({ buildDir, trustProxy: 1 });
});
afterAll(() => app.close());

function post(body: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: CONSENT_PATH,
    payload: body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      host: "fabric.example",
      origin: "https://fabric.example",
      "sec-fetch-site": "same-origin",
      referer: "https://fabric.example/pricing?billing=yearly",
      ...headers,
    },
  });
}

const cookiesOf = (response: Awaited<ReturnType<typeof post>>) =>
  ([] as string[]).concat(response.headers["set-cookie"] ?? []);

describe("the banner's form without JavaScript", () => {
  it("keeps an acceptance for six months and sends the visitor back to the page (303)", async () => {
    const response = await post("consent=accept", { "x-forwarded-proto": "https" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/pricing?billing=yearly");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(cookiesOf(response)).toEqual([
      `${accepted}; Max-Age=15552000; Path=/; SameSite=Lax; Secure`,
    ]);
  });

  it("keeps a refusal and deletes Google's cookies, on the host and its parent domain", async () => {
    const response = await post("consent=reject", {
      host: "www.fabric.example",
      origin: "https://www.fabric.example",
      referer: "https://www.fabric.example/about",
      cookie: `_ga=GA1.1.1.2; _ga_TEST1=GS1.1.3; ${accepted}`,
    });
    expect(response.headers.location).toBe("/about");
    const cookies = cookiesOf(response);
    expect(cookies[0]).toMatch(new RegExp(`^${CONSENT_COOKIE.name}=reject\\.`));
    expect(cookies.slice(1).map((c) => c.split("=")[0])).toEqual([
      ..."_ga ".repeat(3).trim().split(" "),
      ..."_ga_TEST1 ".repeat(3).trim().split(" "),
    ]);
    expect(cookies).toContain(
      "_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=fabric.example",
    );
  });

  it("answers a refusal with a fixed handful of headers, whatever cookies and host it brings", async () => {
    const cookie = Array.from({ length: 200 }, (_, i) => `_ga${i}=1`).join("; ");
    const host = `${"a.".repeat(200)}fabric.example`;
    const response = await post("consent=reject", {
      cookie: `${cookie}; _ga=1; _ga_TEST1=1; _ga_OTHER=1`,
      host,
      "x-forwarded-host": host,
      origin: `https://${host}`,
      referer: `https://${host}/about`,
    });
    expect(response.statusCode).toBe(303);
    // The choice, then _ga and _ga_TEST1 on the host, www.fabric.example and fabric.example.
    expect(cookiesOf(response)).toHaveLength(1 + 2 * 3);
    expect(cookiesOf(response).join("\n")).not.toMatch(/_ga(\d|_OTHER)|a\.a\./);
  });

  it("sends the visitor home when the page is unknown or another site's", async () => {
    expect((await post("consent=reject", { referer: "" })).headers.location).toBe("/");
    const elsewhere = await post("consent=reject", { referer: "https://evil.example/x" });
    expect(elsewhere.headers.location).toBe("/");
  });

  it("sends the visitor only to a page of this site, whatever the Referer's path says", async () => {
    for (const path of ["//evil.example/x", "/\\evil.example/x", "/\t/evil.example/x"]) {
      const referer = `https://fabric.example${path}`;
      const response = await post("consent=accept", { referer });
      expect(response.statusCode, path).toBe(303);
      const location = response.headers.location as string;
      expect(new URL(location, "https://fabric.example").host, path).toBe("fabric.example");
    }
    const long = `https://fabric.example/pricing?${"a".repeat(4000)}`;
    expect((await post("consent=accept", { referer: long })).headers.location).toBe("/");
  });

  it("refuses another site's form, and anything but accept or reject", async () => {
    const crossSite = await post("consent=accept", { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    expect(cookiesOf(crossSite)).toEqual([]);
    const otherOrigin = await post("consent=accept", { origin: "https://evil.example" });
    expect(otherOrigin.statusCode).toBe(403);
    for (const body of ["consent=maybe", "", "choice=accept"]) {
      const response = await post(body);
      expect(response.statusCode, body).toBe(400);
      expect(cookiesOf(response), body).toEqual([]);
    }
  });
});

it("has no form route in a build without analytics", async () => {
  const plain = await buildApp({ buildDir: createTestBuild() });
  const response = await plain.inject({
    method: "POST",
    url: CONSENT_PATH,
    payload: "consent=reject",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: "_ga=1" },
  });
  expect(response.statusCode).toBe(404);
  expect(response.headers["set-cookie"]).toBeUndefined();
  await plain.close();
});

describe("pages for a visitor who has chosen, or sends Global Privacy Control", () => {
  it("have their banner marked decided; every page with a banner varies on both", async () => {
    const first = await app.inject("/");
    expect(first.body).toContain(BANNER);
    expect(first.headers.vary).toBe("Accept-Encoding, Cookie, Sec-GPC");
    for (const headers of [{ cookie: accepted }, { cookie: rejected }, { "sec-gpc": "1" }]) {
      const page = await app.inject({ url: "/", headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(DECIDED);
      // The banner's script only where it starts analytics: here the banner works without it.
      expect(page.body.includes(SCRIPT)).toBe(headers.cookie === accepted);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.headers["content-security-policy"]).toBe(
        first.headers["content-security-policy"],
      );
      expect(page.headers.vary).toBe("Accept-Encoding, Cookie, Sec-GPC");
      expect(page.headers.etag).not.toBe(first.headers.etag);
    }
  });

  it("asks again when the stored choice is from another policy version", async () => {
    const stale = `${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION + 1}`;
    expect((await app.inject({ url: "/", headers: { cookie: stale } })).body).toContain(BANNER);
  });

  it("are compressed and revalidated like the files, and keep the 404 status", async () => {
    const compressed = await app.inject({
      url: "/",
      headers: { cookie: accepted, "accept-encoding": "gzip, br" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain(DECIDED);
    const again = await app.inject({
      url: "/",
      headers: { cookie: accepted, "if-none-match": compressed.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const missing = await app.inject({ url: "/nope", headers: { "sec-gpc": "1" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(DECIDED);
  });

  it("leave a page without a banner as built", async () => {
    const about = await app.inject({ url: "/about", headers: { cookie: accepted } });
    expect(about.body).toBe("<h1>About</h1>");
    expect(about.headers.vary).toBe("Accept-Encoding");
  });
});

describe("content negotiation", () => {
  it("prefers brotli, then gzip, and honours a refusal", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});
