import Fastify, { type FastifyReply } from "fastify";
import { readBuildFacts } from "./build-facts.ts";
import { cmsAuth } from "./cms-auth.ts";
import { consent, decidedBannerPages } from "./consent.ts";
import {
  type CmsAuthConfig,
  SERVER_DEFAULTS,
  type ServerConfig,
  type ServerTimeouts,
} from "./config.ts";
import { RequestLogSwitch } from "./logging.ts";
import { bearerOnly, INTERNAL_PATHS } from "./internal-routes.ts";
import { answerClientError, securityHeaders, setSecurityHeaders } from "./security-headers.ts";
import { pageRoutes, staticSite } from "./static-site.ts";
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
  /** Keeps `/readyz` off the public path: only requests bearing it are answered. */
  readinessToken?: string;
  /** Serves `/metrics` to scrapers bearing it; without it there is no `/metrics`. */
  metricsToken?: string;
  /** The waitlist receiver and lead store; without it the server only serves the site. */
  waitlist?: WaitlistOptions;
  /** The CMS's GitHub sign-in; without it, its routes do not exist. */
  cmsAuth?: CmsAuthConfig;
};

export async function buildApp({
  buildDir,
  trustProxy = false,
  logger = false,
  logRequests = true,
  timeouts = SERVER_DEFAULTS.timeouts,
  maxConnections = SERVER_DEFAULTS.maxConnections,
  readinessToken,
  metricsToken,
  waitlist: waitlistOptions,
  cmsAuth: cmsAuthOptions,
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
    // Fastify answers a URL it cannot decode (`/%ff`) before routing, with the raw path in its body
    // and without running any hook: this answer echoes nothing and carries the headers itself. Its
    // request ignores the proxy's X-Forwarded-Proto, so HSTS goes with it either way: a browser
    // ignores HSTS that arrives over HTTP (RFC 6797, 8.1).
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      setSecurityHeaders(reply, true);
      void reply.code(400).send({ error: "bad_request" });
    },
    clientErrorHandler: answerClientError,
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
  if (readinessToken) bearerOnly(app, INTERNAL_PATHS.readiness, readinessToken);
  // prom-client is loaded only when metrics are on: a server without them does not pay its start-up.
  const metrics = metricsToken
    ? (await import("./metrics.ts")).serveMetrics(app, metricsToken)
    : undefined;
  // Liveness only: the process answers. Readiness (can it store a lead?) is /readyz.
  app.get("/healthz", () => ({ status: "ok" }));
  const facts = readBuildFacts(buildDir);
  if (waitlistOptions) await app.register(waitlist, { ...waitlistOptions, metrics });
  if (waitlistOptions)
    await app.register(vitals, {
      database: waitlistOptions.database,
      metrics,
      pages: pageRoutes(buildDir),
      siteOrigin: new URL(facts.siteUrl).origin,
      ...readVitalsConfig(process.env),
    });
  else app.get(INTERNAL_PATHS.readiness, () => ({ status: "ok" }));
  if (cmsAuthOptions) await app.register(cmsAuth, { ...cmsAuthOptions, siteUrl: facts.siteUrl });
  if (facts.gaMeasurementIds.length > 0) await app.register(consent, facts);
  await staticSite(app, { buildDir, pageVariant: decidedBannerPages });
  return app;
}
