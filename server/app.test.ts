import { once } from "node:events";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { API_CONTENT_SECURITY_POLICY } from "./header-policy.ts";
import { createTestBuild, TEST_BUILD_POLICY } from "../tests/support/test-build.ts";

let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  app = await buildApp({ buildDir: createTestBuild() });
});
afterAll(() => app.close());

describe("static site", () => {
  it("serves clean URLs from the prerendered files", async () => {
    const home = await app.inject("/");
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Home");
    const about = await app.inject("/about");
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain("About");
    expect(about.headers["content-type"]).toContain("text/html");
  });

  it("redirects a trailing slash to the one canonical URL, keeping the query", async () => {
    const response = await app.inject("/about/?plan=starter");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/about?plan=starter");
  });

  it("answers unknown paths and traversal attempts with 404 and the not-found page", async () => {
    for (const url of ["/nope", "/about/nope", "/%2e%2e/package.json", "/404", "/_headers"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("Oops! Page not found");
    }
  });

  it("revalidates HTML and caches hashed assets forever", async () => {
    expect((await app.inject("/")).headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    const asset = await app.inject("/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await app.inject("/robots.txt")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("sends a precompressed copy when the client accepts it", async () => {
    const response = await app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toContain("Accept-Encoding");
  });

  it("gives pages the site's Content-Security-Policy, other files a short one, and every response the security headers", async () => {
    const home = await app.inject("/");
    const missing = await app.inject("/nope");
    const asset = await app.inject("/assets/app-abc123.js");
    for (const response of [home, missing]) {
      expect(response.headers["content-security-policy"]).toBe(TEST_BUILD_POLICY);
    }
    const health = await app.inject("/healthz");
    for (const response of [asset, health]) {
      expect(response.headers["content-security-policy"]).toBe(API_CONTENT_SECURITY_POLICY);
    }
    for (const response of [home, missing, asset, health]) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      // frame-ancestors refuses framing; X-Frame-Options would repeat it (SECURITY_HEADERS).
      expect(response.headers["x-frame-options"]).toBeUndefined();
      // No Cross-Origin-Opener-Policy: see SECURITY_HEADERS.
      expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("answers a URL it cannot decode with the security headers, echoing nothing", async () => {
    for (const url of ["/%ff", "/<script>%ff"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers["content-security-policy"], url).toBeDefined();
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(response.body, url).not.toMatch(/script|%ff/);
    }
  });

  it.each([
    ["a malformed header", "GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n", 400],
    [
      "headers over the parser's limit",
      `GET / HTTP/1.1\r\nX-Big: ${"<script>".repeat(4096)}\r\n\r\n`,
      431,
    ],
  ])(
    "answers %s, which Node's parser refuses, with the security headers",
    async (_, raw, status) => {
      const server = await buildApp({ buildDir: createTestBuild() });
      await server.listen({ port: 0, host: "127.0.0.1" });
      const socket = connect((server.server.address() as AddressInfo).port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      socket.write(raw);
      await once(socket, "close");
      await server.close();
      const [head = "", body] = answer.split("\r\n\r\n");
      const headers = new Headers(
        head
          .split("\r\n")
          .slice(1)
          .map((line) => line.split(": ", 2) as [string, string]),
      );
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      expect(answer.length).toBeLessThan(1024);
      expect(body).not.toMatch(/script/);
    },
  );

  it("redirects /ldc to its static page", async () => {
    const response = await app.inject("/ldc");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/ldc/index.html");
    expect((await app.inject("/ldc/index.html")).body).toContain("At a glance");
  });

  it("reports health", async () => {
    const response = await app.inject("/healthz");
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("behind an HTTPS proxy", () => {
  it("adds HSTS, to errors too", async () => {
    const proxied = await buildApp({ buildDir: createTestBuild(), trustProxy: 1 });
    for (const url of ["/", "/%ff"]) {
      const response = await proxied.inject({ url, headers: { "x-forwarded-proto": "https" } });
      expect(response.headers["strict-transport-security"], url).toContain("max-age=");
    }
    await proxied.close();
  });
});

describe("with a readiness token", () => {
  it("answers /readyz only to a probe bearing it", async () => {
    const token = "t".repeat(32);
    const guarded = await buildApp({ buildDir: createTestBuild(), readinessToken: token });
    expect((await guarded.inject("/readyz")).statusCode).toBe(404);
    const wrong = { authorization: `Bearer ${"x".repeat(32)}` };
    expect((await guarded.inject({ url: "/readyz", headers: wrong })).statusCode).toBe(404);
    const probe = { authorization: `Bearer ${token}` };
    expect((await guarded.inject({ url: "/readyz?x", headers: probe })).statusCode).toBe(200);
    expect((await guarded.inject("/healthz")).statusCode).toBe(200);
    await guarded.close();
  });
});
