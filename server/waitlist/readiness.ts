import type { FastifyInstance } from "fastify";
import { isStorageUnavailable, type LeadStore } from "./store.ts";

/** Seconds a client or load balancer should wait after a 503 from intake or /readyz. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * `GET /readyz`: 200 when the database takes a durable write now, with the outbox backlog and the parked
 * count; 503 with Retry-After when it is locked or the disk refuses. Answers within the server's short
 * lock wait, so a locked database never stalls the process.
 */
export function readiness(app: FastifyInstance, store: LeadStore) {
  app.get("/readyz", async (request, reply) => {
    try {
      store.checkWritable();
      const outbox = store.outboxStatus();
      return { status: "ok", outbox: { pending: outbox.pending, parked: outbox.failed } };
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error;
      request.log.error({ code: (error as { code: string }).code }, "lead database unavailable");
      return reply
        .code(503)
        .header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS))
        .header("Cache-Control", "no-store")
        .send({ status: "unavailable" });
    }
  });
}
