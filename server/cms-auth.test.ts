import Fastify from "fastify";
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CMS_AUTH_PATHS, CMS_AUTH_PER_MINUTE, cmsAuth } from "./cms-auth.ts";
import { readCmsAuthConfig } from "./config.ts";

/** A fake GitHub: grants a token for one code, to this client only, and records what it was sent. */
const exchanges: Record<string, string>[] = [];
let provider: Server;
let githubUrl: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const sent = JSON.parse(body || "{}") as Record<string, string>;
      exchanges.push(sent);
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

async function app() {
  const server = Fastify();
  await server.register(cmsAuth, { clientId: "client-1", clientSecret: "secret-1", githubUrl });
  return server;
}

/** Starts a sign-in; returns the state GitHub would send back and the cookie the browser keeps. */
async function start(server: Awaited<ReturnType<typeof app>>) {
  const response = await server.inject({
    url: `${CMS_AUTH_PATHS.auth}?provider=github&scope=repo`,
  });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  const cookie = String(response.headers["set-cookie"]).split(";")[0]!;
  return { location, state: location.searchParams.get("state")!, cookie };
}

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
      `http://localhost:80${CMS_AUTH_PATHS.callback}`,
    );
    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(first.state).not.toBe(second.state);
    expect(first.cookie).toBe(`cms_oauth_state=${first.state}`);
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
    expect(exchanges.at(-1)).toMatchObject({ client_secret: "secret-1", code: "good-code" });
  });

  it.each([
    ["no state", (_state: string) => "code=good-code", true],
    ["another state", (_: string) => `code=good-code&state=${"x".repeat(43)}`, true],
    ["no cookie", (state: string) => `code=good-code&state=${state}`, false],
    ["an oversized code", (state: string) => `code=${"a".repeat(129)}&state=${state}`, true],
  ])("refuses a callback with %s and never asks GitHub", async (_, query, withCookie) => {
    const server = await app();
    const { state, cookie } = await start(server);
    const before = exchanges.length;
    const response = await server.inject({
      url: `${CMS_AUTH_PATHS.callback}?${query(state)}`,
      headers: withCookie ? { cookie } : {},
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
