import { createHash } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBuild } from "../tests/support/test-build.ts";
import { buildApp } from "./app.ts";
import { CMS_AUTH_PATHS, CMS_AUTH_PER_MINUTE } from "./cms-auth.ts";
import { readCmsAuthConfig } from "./config.ts";

/**
 * A fake GitHub: grants a token for one code, to this client only, and records what it was sent.
 * The code `flood` answers without end, `moved` with a redirect to `/elsewhere`.
 */
const exchanges: (Record<string, string> & { path: string })[] = [];
const flood = { written: 0, closed: Promise.resolve() };
const FLOOD_BYTES = 64 * 1024 * 1024;
let provider: Server;
let githubUrl: string;

function floodAnswer(response: ServerResponse) {
  flood.written = 0;
  flood.closed = new Promise((resolve) => response.on("close", resolve));
  const chunk = Buffer.alloc(65_536, " ");
  const write = () => {
    while (flood.written < FLOOD_BYTES && !response.destroyed) {
      flood.written += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", write);
    }
    response.end();
  };
  response.setHeader("Content-Type", "application/json");
  write();
}

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const sent = JSON.parse(body || "{}") as Record<string, string>;
      exchanges.push({ ...sent, path: request.url ?? "" });
      if (sent.code === "flood") return floodAnswer(response);
      if (sent.code === "moved") {
        response.writeHead(307, { Location: "/elsewhere" });
        return response.end();
      }
      const granted =
        request.url === "/login/oauth/access_token" &&
        sent.client_id === "client-1" &&
        sent.client_secret === "secret-1" &&
        sent.code === "good-code";
      response.setHeader("Content-Type", "application/json");
      response.end(
        JSON.stringify(
          granted ? { access_token: "gho_token" } : { error: "bad_verification_code" },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  githubUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => provider.close(resolve)));

const SITE_URL = "https://www.fabric.example";

/** The server as it runs: the site, its headers, and the sign-in for a build made for SITE_URL. */
async function app() {
  return buildApp({
    buildDir: createTestBuild({ siteUrl: SITE_URL, gaMeasurementIds: [] }),
    cmsAuth: { clientId: "client-1", clientSecret: "secret-1", githubUrl },
  });
}

/** Starts a sign-in; returns the state GitHub would send back and the cookie the browser keeps. */
async function start(server: Awaited<ReturnType<typeof app>>, host = "www.fabric.example") {
  const response = await server.inject({
    url: `${CMS_AUTH_PATHS.auth}?provider=github&scope=repo`,
    headers: { host },
  });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  const cookie = String(response.headers["set-cookie"]).split(";")[0]!;
  return { location, state: location.searchParams.get("state")!, cookie };
}

/** A state in the shape this server issues, but not signed by it, sent as its cookie too. */
const forged = `${Math.floor(Date.now() / 1000).toString(36)}.${"a".repeat(32)}.${"b".repeat(43)}`;

function handshake(body: string) {
  return JSON.parse(body.match(/id="cms-auth">(.*?)<\/script>/)![1]!) as string;
}

describe("CMS sign-in", () => {
  it("sends the editor to GitHub with this client, the callback and a fresh state", async () => {
    const server = await app();
    const first = await start(server);
    const second = await start(server);
    expect(first.location.origin + first.location.pathname).toBe(
      `${githubUrl}/login/oauth/authorize`,
    );
    expect(first.location.searchParams.get("client_id")).toBe("client-1");
    expect(first.location.searchParams.get("redirect_uri")).toBe(
      `${SITE_URL}${CMS_AUTH_PATHS.callback}`,
    );
    expect(first.state).toMatch(/^[\w.-]{80,128}$/);
    expect(first.state).not.toBe(second.state);
    expect(first.cookie).toBe(`cms_oauth_state=${first.state}`);
  });

  it("names the build's site as the way back, whatever Host the request names", async () => {
    const server = await app();
    const { location, state, cookie } = await start(server, "attacker.example");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE_URL}${CMS_AUTH_PATHS.callback}`);
    await server.inject({
      url: `${CMS_AUTH_PATHS.callback}?code=good-code&state=${state}`,
      headers: { cookie, host: "attacker.example" },
    });
    expect(exchanges.at(-1)?.redirect_uri).toBe(`${SITE_URL}${CMS_AUTH_PATHS.callback}`);
  });

  it("hands the token to our own origin only, under a policy that runs only its own script", async () => {
    const server = await app();
    const { state, cookie } = await start(server);
    const response = await server.inject({
      url: `${CMS_AUTH_PATHS.callback}?code=good-code&state=${state}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(handshake(response.body)).toBe(
      'authorization:github:success:{"token":"gho_token","provider":"github"}',
    );
    expect(response.body).toContain("postMessage(result, origin)");
    expect(response.body).not.toMatch(/postMessage\([^)]*"\*"/);
    const script = response.body.match(/<script>([\s\S]*?)<\/script>/)![1]!;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(response.headers["content-security-policy"]).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    // The page carries the token: it sends no referrer, the site's headers notwithstanding.
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(exchanges.at(-1)).toMatchObject({ client_secret: "secret-1", code: "good-code" });
  });

  it("takes a state once, even sent again with its cookie", async () => {
    const server = await app();
    const { state, cookie } = await start(server);
    const url = `${CMS_AUTH_PATHS.callback}?code=good-code&state=${state}`;
    expect((await server.inject({ url, headers: { cookie } })).statusCode).toBe(200);
    const before = exchanges.length;
    const replay = await server.inject({ url, headers: { cookie } });
    expect(replay.statusCode).toBe(400);
    expect(handshake(replay.body)).toMatch(/^authorization:github:error:.*expired/);
    expect(exchanges.length).toBe(before);
  });

  it("never sends the client secret where GitHub's answer redirects", async () => {
    const server = await app();
    const { state, cookie } = await start(server);
    const response = await server.inject({
      url: `${CMS_AUTH_PATHS.callback}?code=moved&state=${state}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(502);
    expect(exchanges.filter((exchange) => exchange.path === "/elsewhere")).toEqual([]);
  });

  it("stops reading an answer past its cap instead of taking it whole", async () => {
    const server = await app();
    const { state, cookie } = await start(server);
    const response = await server.inject({
      url: `${CMS_AUTH_PATHS.callback}?code=flood&state=${state}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(502);
    await flood.closed;
    // What the sockets' buffers held when the server hung up; the flood is 64 MB.
    expect(flood.written).toBeLessThan(FLOOD_BYTES / 4);
  });

  it.each([
    ["no state", (_state: string) => "code=good-code", true],
    ["another state", (_: string) => `code=good-code&state=${"x".repeat(43)}`, true],
    ["no cookie", (state: string) => `code=good-code&state=${state}`, false],
    ["a state this server never issued", (_: string) => `code=good-code&state=${forged}`, false],
    ["an oversized code", (state: string) => `code=${"a".repeat(129)}&state=${state}`, true],
  ])("refuses a callback with %s and never asks GitHub", async (_, query, withCookie) => {
    const server = await app();
    const { state, cookie } = await start(server);
    const before = exchanges.length;
    const response = await server.inject({
      url: `${CMS_AUTH_PATHS.callback}?${query(state)}`,
      headers: { cookie: withCookie ? cookie : `cms_oauth_state=${forged}` },
    });
    expect(response.statusCode).toBe(400);
    expect(handshake(response.body)).toMatch(/^authorization:github:error:/);
    expect(exchanges.length).toBe(before);
  });

  it("reports GitHub's refusal without its body", async () => {
    const server = await app();
    const { state, cookie } = await start(server);
    const response = await server.inject({
      url: `${CMS_AUTH_PATHS.callback}?code=stolen-code&state=${state}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(502);
    expect(handshake(response.body)).toBe(
      'authorization:github:error:{"message":"GitHub refused the sign-in. Please try again."}',
    );
  });

  it("limits how many sign-ins one address may start or finish a minute", async () => {
    const server = await app();
    for (let n = 0; n < CMS_AUTH_PER_MINUTE; n++) {
      expect((await server.inject({ url: CMS_AUTH_PATHS.callback })).statusCode).toBe(400);
    }
    const limited = await server.inject({ url: `${CMS_AUTH_PATHS.auth}?scope=repo` });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("refuses an unknown scope", async () => {
    const response = await (await app()).inject({ url: `${CMS_AUTH_PATHS.auth}?scope=admin:org` });
    expect(response.statusCode).toBe(400);
  });
});

describe("readCmsAuthConfig", () => {
  it("leaves the routes out unless both values are set", () => {
    expect(readCmsAuthConfig({})).toBeUndefined();
    expect(() => readCmsAuthConfig({ GITHUB_CLIENT_ID: "id" })).toThrow(/set together/);
    expect(readCmsAuthConfig({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "s" })).toEqual({
      clientId: "id",
      clientSecret: "s",
      githubUrl: "https://github.com",
    });
    expect(() =>
      readCmsAuthConfig({
        GITHUB_CLIENT_ID: "id",
        GITHUB_CLIENT_SECRET: "s",
        GITHUB_URL: "http://x",
      }),
    ).toThrow(/https/);
  });
});
