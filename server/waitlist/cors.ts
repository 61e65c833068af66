import type { FastifyReply, FastifyRequest } from "fastify";

/** `https://a.example, https://b.example` → a set of exact origins (no wildcards: leads are personal data). */
export function parseOrigins(value: string | undefined) {
  return new Set(
    (value ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
  );
}

/**
 * Same origin means same host. The scheme is not compared: behind a TLS-terminating proxy the request
 * arrives over http while the browser's Origin says https, and a browser never sends another site's
 * host as its Origin.
 */
export function isSameOrigin(request: FastifyRequest, origin: string) {
  const match = /^https?:\/\/([^/]+)$/i.exec(origin);
  return match !== null && match[1]!.toLowerCase() === request.host.toLowerCase();
}

/** A request without Origin (curl, a server) or from our own origin is always allowed; others must be listed. */
export function originAllowed(request: FastifyRequest, allowed: ReadonlySet<string>) {
  const origin = request.headers.origin;
  if (!origin) return true;
  return isSameOrigin(request, origin) || allowed.has(origin);
}

export function applyCorsHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: ReadonlySet<string>,
) {
  reply.header("Vary", "Origin");
  const origin = request.headers.origin;
  if (origin && allowed.has(origin)) reply.header("Access-Control-Allow-Origin", origin);
}

/** Answers a preflight: 204 with the allowed method and header for a listed origin, 403 otherwise. */
export function answerPreflight(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: ReadonlySet<string>,
) {
  if (!originAllowed(request, allowed)) return reply.code(403).send();
  applyCorsHeaders(request, reply, allowed);
  return reply
    .code(204)
    .header("Access-Control-Allow-Methods", "POST")
    .header("Access-Control-Allow-Headers", "Content-Type")
    .header("Access-Control-Max-Age", "600")
    .send();
}
