import path from "node:path";
import { buildApp } from "./app.ts";
import { readBuildFacts } from "./build-facts.ts";
import { configurationWarnings, readCmsAuthConfig, readServerConfig } from "./config.ts";
import { readWaitlistConfig } from "./waitlist/config.ts";

const config = readServerConfig(process.env);
const app = await buildApp({
  buildDir: path.resolve(config.buildDir),
  trustProxy: config.trustProxy,
  logger: true,
  logRequests: config.logRequests,
  timeouts: config.timeouts,
  maxConnections: config.maxConnections,
  readinessToken: config.readinessToken,
  metricsToken: config.metricsToken,
  waitlist: readWaitlistConfig(process.env),
  cmsAuth: readCmsAuthConfig(process.env),
});

const { siteUrl } = readBuildFacts(path.resolve(config.buildDir));
for (const warning of configurationWarnings(siteUrl, config.trustProxy)) app.log.warn(warning);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // A client that never finishes its request must not keep the process alive: what it sent was not
  // answered, so nothing is lost by leaving.
  setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, "shutdown deadline passed; exiting");
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  // Stops accepting, lets requests in flight finish, aborts deliveries in flight, then closes the
  // database (hooks in server/waitlist/plugin.ts).
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
