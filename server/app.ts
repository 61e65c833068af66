import Fastify from "fastify";
import { securityHeaders } from "./security-headers.ts";
import { staticSite } from "./static-site.ts";
import { waitlist, type WaitlistOptions } from "./waitlist/plugin.ts";

export type AppOptions = {
  buildDir: string;
  /** Honour X-Forwarded-* from a reverse proxy (HTTPS detection, client addresses). */
  trustProxy?: boolean;
  logger?: boolean;
  /** The waitlist receiver and lead store; without it the server only serves the site. */
  waitlist?: WaitlistOptions;
};

export async function buildApp({
  buildDir,
  trustProxy = false,
  logger = false,
  waitlist: waitlistOptions,
}: AppOptions) {
  const app = Fastify({
    trustProxy,
    logger: logger
      ? {
          // Request logs carry method, path and status only: never bodies or personal data.
          serializers: {
            req: (request) => ({ method: request.method, url: request.url.split("?")[0] }),
          },
        }
      : false,
  });
  securityHeaders(app);
  app.get("/healthz", () => ({ status: "ok" }));
  if (waitlistOptions) await app.register(waitlist, waitlistOptions);
  await staticSite(app, { buildDir });
  return app;
}
