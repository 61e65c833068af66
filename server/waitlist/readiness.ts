import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { INTERNAL_PATHS } from "../internal-routes.ts";
import { isStorageUnavailable } from "./sql.ts";
import type { LeadStore } from "./store.ts";

/** Seconds a client or load balancer should wait after a 503 from intake or /readyz. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * A database that is down, slow, locked or out of disk: logged by its code alone, answered 503 with
 * when to come back. The caller sends the body.
 */
export function storageUnavailable(request: FastifyRequest, reply: FastifyReply, code: string) {
  request.log.error({ code }, "lead database unavailable");
  return reply.code(503).header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
}

/**
 * `GET /readyz`: 200 when the database takes a durable write now, with the engine and the outbox's
 * backlog (shared by every instance on PostgreSQL): pending, parked, and how long the oldest pending
 * delivery has waited. 503 with Retry-After when the database is down, slow, locked or refuses the write;
 * it answers within the database's bound, so a load balancer's probe never hangs.
 */
export function readiness(app: FastifyInstance, store: LeadStore) {
  const database = store.sql.dialect;
  app.get(INTERNAL_PATHS.readiness, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      const now = Date.now();
      await store.checkWritable(now);
      const outbox = await store.outboxBacklog();
      return {
        status: "ok",
        database,
        outbox: {
          pending: outbox.pending,
          parked: outbox.parked,
          oldestPendingSeconds:
            outbox.oldestPendingAt === null
              ? null
              : Math.max(0, Math.round((now - outbox.oldestPendingAt) / 1000)),
        },
      };
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error;
      return storageUnavailable(request, reply, error.code).send({
        status: "unavailable",
        database,
      });
    }
  });
}
