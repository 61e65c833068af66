import path from "node:path";
import { buildApp } from "./app.ts";
import { readWaitlistConfig } from "./waitlist/config.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

const app = await buildApp({
  buildDir: path.resolve(process.env.BUILD_DIR ?? "build"),
  trustProxy: process.env.TRUST_PROXY === "true",
  logger: process.env.LOG_REQUESTS !== "false",
  waitlist: readWaitlistConfig(process.env),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // Stops the lead forwarder and closes the database (hooks in server/waitlist/plugin.ts).
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port, host });
