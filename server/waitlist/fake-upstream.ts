import { once } from "node:events";
import { createServer } from "node:http";

/** A local stand-in for the workflow webhook: answers each request with the next status in `statuses`. */
export async function fakeUpstream(statuses: (attempt: number) => number) {
  const received: { body: unknown; idempotencyKey: string | undefined }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({
        body: JSON.parse(body),
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      });
      response.writeHead(statuses(received.length)).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/webhook/fabric/website/request`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
