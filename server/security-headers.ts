import type { FastifyInstance, FastifyReply } from "fastify";
import { API_CONTENT_SECURITY_POLICY, HSTS, SECURITY_HEADERS } from "./header-policy.ts";

/** Headers every response carries (see header-policy.ts); HSTS only when the request reached us over HTTPS. */
export function setSecurityHeaders(reply: FastifyReply, https: boolean) {
  reply.headers(SECURITY_HEADERS);
  // Files of the site set the site's policy; anything else is not a page.
  if (!reply.hasHeader("Content-Security-Policy")) {
    reply.header("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  }
  if (https) reply.header(HSTS.name, HSTS.value);
}

export function securityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) =>
    setSecurityHeaders(reply, request.protocol === "https"),
  );
}
