import { createServer, type ServerResponse } from "node:http";
import { listenOnFreePort } from "./free-port.ts";

/** What the fake upstream does with a request: answer with a status, or never answer. */
export type UpstreamBehaviour = number | "hang";

/** A local stand-in for the workflow webhook: answers each request as `behaviour(attempt)` says. */
export async function fakeUpstream(behaviour: (attempt: number) => UpstreamBehaviour) {
  const received: {
    body: unknown;
    rawBody: string;
    idempotencyKey: string | undefined;
    signature: string | undefined;
    /** When the request's body had arrived (ms since the epoch). */
    receivedAt: number;
  }[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({
        body: JSON.parse(body),
        rawBody: body,
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
        signature: request.headers["fabric-signature"] as string | undefined,
        receivedAt: Date.now(),
      });
      const answer = behaviour(received.length);
      if (answer === "hang") hanging.add(response);
      else response.writeHead(answer).end();
    });
  });
  const port = await listenOnFreePort(server);
  return {
    url: `http://127.0.0.1:${port}/webhook/fabric/website/request`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
