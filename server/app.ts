import Fastify from "fastify";
import { securityHeaders } from "./security-headers.ts";
import { staticSite } from "./static-site.ts";

export type AppOptions = {
  buildDir: string;
  /** Honour X-Forwarded-* from a reverse proxy (HTTPS detection, client addresses). */
  trustProxy?: boolean;
  logger?: boolean;
};

export async function buildApp({ buildDir, trustProxy = false, logger = false }: AppOptions) {
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
  await staticSite(app, { buildDir });
  return app;
}
