import type { FastifyInstance, FastifyReply } from "fastify";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { API_CONTENT_SECURITY_POLICY, HSTS, SECURITY_HEADERS } from "./header-policy.ts";

/**
 * Headers every response carries (see header-policy.ts); HSTS only when the request reached us over
 * HTTPS. A route's own value of one of them stands: the editor's sign-in sends no referrer at all.
 */
export function setSecurityHeaders(reply: FastifyReply, https: boolean) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
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

/**
 * What Node's HTTP parser cannot read (a malformed request, headers over its limit, a request too
 * slow to arrive) never reaches Fastify's hooks: this answers it with the headers, a fixed body and
 * nothing of the request, then closes the connection. HSTS goes either way, as for `frameworkErrors`
 * in app.ts: the parser knows no proxy, and a browser ignores HSTS over HTTP.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : 400;
  const body = JSON.stringify({ error: STATUS_CODES[status]!.toLowerCase().replace(/\W+/g, "_") });
  const headers = {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
    [HSTS.name]: HSTS.value,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`);
  }
  socket.destroy(error);
}
