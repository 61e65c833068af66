import type { FastifyError, FastifyInstance } from "fastify";
import { fieldErrors, submissionSchema } from "../../app/features/waitlist/schema.ts";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { answerPreflight, applyCorsHeaders, originAllowed } from "./cors.ts";
import { createRateLimiter, refuseOverLimit } from "../rate-limit.ts";
import { spamReason } from "./spam.ts";
import { storageUnavailable } from "./readiness.ts";
import { isStorageUnavailable } from "./sql.ts";
import type { LeadStore } from "./store.ts";
import type { Metrics } from "../metrics.ts";

export const BODY_LIMIT = 16 * 1024;

export type ReceiverOptions = {
  store: LeadStore;
  rateLimitPerMinute: number;
  allowedOrigins: ReadonlySet<string>;
  minFillMs?: number;
  /** Called after a non-spam lead is on disk (wakes the forwarder). */
  onStored?: () => void;
  metrics?: Metrics;
};

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * `POST /webhook/fabric/website/request`: the same path the external workflow webhook uses, so the form
 * works against either. Every error answer is JSON `{ error, fields? }`; bodies are never logged.
 */
export async function waitlistReceiver(app: FastifyInstance, options: ReceiverOptions) {
  const { store, allowedOrigins, minFillMs, onStored, metrics } = options;
  const limiter = createRateLimiter({ perMinute: options.rateLimitPerMinute });

  // Fastify's own errors here (malformed JSON 400, body too large 413) get the same JSON shape.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A database that is down, slow, locked or out of disk: the client keeps its data and is told when
    // to come back. Nothing was answered 201, so nothing is lost.
    if (isStorageUnavailable(error)) {
      return storageUnavailable(request, reply, error.code).send({ error: "unavailable" });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ code: error.code }, "waitlist receiver failed");
    const code = status === 413 ? "too_large" : status === 500 ? "server_error" : "bad_request";
    return reply.code(status).send({ error: code });
  });

  if (metrics) {
    app.addHook("onResponse", async (request, reply) => {
      if (request.method === "POST") metrics.leadAnswered(reply.statusCode);
    });
  }

  app.options(WAITLIST_PATH, (request, reply) => answerPreflight(request, reply, allowedOrigins));

  app.post(WAITLIST_PATH, {
    bodyLimit: BODY_LIMIT,
    onRequest: async (request, reply) => {
      applyCorsHeaders(request, reply, allowedOrigins);
      if (!originAllowed(request, allowedOrigins)) {
        return reply.code(403).send({ error: "origin_not_allowed" });
      }
      const refused = refuseOverLimit(limiter, request, reply);
      if (refused) return refused;
      if (!JSON_TYPE.test(request.headers["content-type"] ?? "")) {
        return reply.code(415).send({ error: "unsupported_media_type" });
      }
    },
    handler: async (request, reply) => {
      const result = submissionSchema.safeParse(request.body);
      if (!result.success) {
        return reply.code(400).send({ error: "invalid", fields: fieldErrors(result.error) });
      }
      const reason = spamReason(result.data, minFillMs);
      const stored = await store.addLead(result.data, reason);
      metrics?.leadStored(reason, stored.duplicate);
      if (!reason && !stored.duplicate) onStored?.();
      // A bot gets the same answer as a person, so it learns nothing from it; a resent form gets the
      // answer its first send got.
      return reply.code(201).send({ ok: true });
    },
  });
}
