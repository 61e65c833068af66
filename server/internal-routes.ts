import type { FastifyInstance } from "fastify";
import { createHash, timingSafeEqual } from "node:crypto";
import path from "node:path";

/** The routes for the operator's probes and scrapers, never for visitors. */
export const INTERNAL_PATHS = { readiness: "/readyz", metrics: "/metrics" } as const;

/**
 * A request's path as any spelling of it may reach a route: without query or `;` parameters,
 * percent-decoded until nothing changes (`/%2572eadyz` too), slashes and dot segments collapsed, no
 * trailing slash, lower case. The router decodes what it matches, so a guard that compared the raw
 * URL let `/%72eadyz` through to `/readyz`.
 */
export function normalisedPath(url: string) {
  let text = url.split(/[?#]/)[0]!;
  // An absolute-form request target (`GET http://host/readyz`) names its path after the host.
  if (!text.startsWith("/") && URL.canParse(text)) text = new URL(text).pathname;
  // Each round is shorter than the one before, so this ends within the URL's own length.
  for (let decoded = safeDecode(text); decoded !== text; decoded = safeDecode(text)) text = decoded;
  const normal = path.posix.normalize(`/${text.split(";")[0]}`).replace(/\/+$/, "");
  return (normal || "/").toLowerCase();
}

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Keeps an internal route off the public path: only requests bearing `Authorization: Bearer <token>`
 * reach it, and to anyone else it does not exist (404), however its path is spelled. Compared as
 * digests, in constant time.
 */
export function bearerOnly(app: FastifyInstance, route: string, token: string) {
  const expected = digest(`Bearer ${token}`);
  app.addHook("onRequest", async (request, reply) => {
    if (normalisedPath(request.url) !== route) return;
    const given = digest(request.headers.authorization ?? "");
    if (!timingSafeEqual(given, expected)) return reply.code(404).send({ error: "not_found" });
  });
}
