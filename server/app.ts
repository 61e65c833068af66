import Fastify from "fastify";
import { consent, decidedBannerPages } from "./consent.ts";
import { SERVER_DEFAULTS, type ServerConfig, type ServerTimeouts } from "./config.ts";
import { RequestLogSwitch } from "./logging.ts";
import { securityHeaders } from "./security-headers.ts";
import { staticSite } from "./static-site.ts";
import { readVitalsConfig } from "./vitals/config.ts";
import { vitals } from "./vitals/plugin.ts";
import { waitlist, type WaitlistOptions } from "./waitlist/plugin.ts";

export type AppOptions = {
  buildDir: string;
  /** Which proxies may set X-Forwarded-* (HTTPS detection, client addresses); see config.ts. */
  trustProxy?: ServerConfig["trustProxy"];
  /** Writes logs at all (tests turn them off). */
  logger?: boolean;
  /** Request logs; warnings and errors are written either way. */
  logRequests?: boolean;
  timeouts?: ServerTimeouts;
  maxConnections?: number;
  /** The waitlist receiver and lead store; without it the server only serves the site. */
  waitlist?: WaitlistOptions;
};

export async function buildApp({
  buildDir,
  trustProxy = false,
  logger = false,
  logRequests = true,
  timeouts = SERVER_DEFAULTS.timeouts,
  maxConnections = SERVER_DEFAULTS.maxConnections,
  waitlist: waitlistOptions,
}: AppOptions) {
  const app = Fastify({
    // Fastify takes a hop count at run time, but its types want a function for it.
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    logController: new RequestLogSwitch(logRequests),
    logger: logger
      ? {
          // Request logs carry method, path and status only: never bodies or personal data.
          serializers: {
            req: (request) => ({ method: request.method, url: request.url.split("?")[0] }),
          },
        }
      : false,
  });
  app.server.headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  app.server.maxConnections = maxConnections;
  securityHeaders(app);
  // Liveness only: the process answers. Readiness (can it store a lead?) is /readyz.
  app.get("/healthz", () => ({ status: "ok" }));
  if (waitlistOptions) await app.register(waitlist, waitlistOptions);
  if (waitlistOptions)
    await app.register(vitals, {
      database: waitlistOptions.database,
      ...readVitalsConfig(process.env),
    });
  else app.get("/readyz", () => ({ status: "ok" }));
  await app.register(consent);
  await staticSite(app, { buildDir, pageVariant: decidedBannerPages });
  return app;
}
