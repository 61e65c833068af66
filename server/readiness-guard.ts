import type { FastifyInstance } from "fastify";
import { createHash, timingSafeEqual } from "node:crypto";

export const READINESS_PATH = "/readyz";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `/readyz` writes to the database and shows the outbox's backlog: with a token, it answers only the
 * probes that bear it, and to anyone else it does not exist. Compared as digests, in constant time.
 */
export function internalReadiness(app: FastifyInstance, token: string) {
  const expected = digest(`Bearer ${token}`);
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.split("?")[0] !== READINESS_PATH) return;
    const given = digest(request.headers.authorization ?? "");
    if (!timingSafeEqual(given, expected)) return reply.code(404).send({ error: "not_found" });
  });
}
