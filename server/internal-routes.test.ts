/**
 * The operator's routes behind their bearer tokens, on a real port: a stranger gets a 404 however
 * the path is spelled, since the router decodes what it matches.
 */
import { afterEach, describe, expect, it } from "vitest";
import { pathSpellings, rawGet } from "../tests/support/raw-http.ts";
import { waitlistApp } from "../tests/support/waitlist.ts";
import { normalisedPath } from "./internal-routes.ts";

const METRICS_TOKEN = "m".repeat(32);
const READYZ_TOKEN = "r".repeat(32);

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function server(tokens: { metricsToken?: string; readinessToken?: string }) {
  const app = await waitlistApp({}, tokens);
  apps.push(app);
  return app.listen({ port: 0, host: "127.0.0.1" });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("normalisedPath", () => {
  it("reads every spelling of a path as the path", () => {
    for (const spelling of pathSpellings("/readyz")) {
      expect(normalisedPath(spelling), spelling).toBe("/readyz");
    }
    expect(normalisedPath("/")).toBe("/");
    expect(normalisedPath("/%ff/readyz")).toBe("/%ff/readyz");
    expect(normalisedPath("/about/../readyz")).toBe("/readyz");
  });
});

describe("the internal routes' token guard", () => {
  it.each([
    ["/metrics", METRICS_TOKEN, READYZ_TOKEN],
    ["/readyz", READYZ_TOKEN, METRICS_TOKEN],
  ])(
    "answers %s only with its token, a 404 however the path is spelled",
    async (route, token, other) => {
      const base = await server({ metricsToken: METRICS_TOKEN, readinessToken: READYZ_TOKEN });
      for (const target of pathSpellings(route)) {
        for (const headers of [{}, bearer(other), bearer(`${token}x`), { authorization: token }]) {
          const response = await rawGet(base, target, headers);
          expect(response.status, `${target} ${JSON.stringify(headers)}`).toBe(404);
          expect(response.body, target).not.toMatch(/fabric_|outbox/);
        }
      }
      expect((await rawGet(base, route, bearer(token))).status).toBe(200);
    },
  );

  it("has no /metrics at all without METRICS_TOKEN", async () => {
    const base = await server({ readinessToken: READYZ_TOKEN });
    for (const target of pathSpellings("/metrics")) {
      const response = await rawGet(base, target, bearer(METRICS_TOKEN));
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toContain("fabric_");
    }
  });
});
