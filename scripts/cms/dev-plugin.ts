import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ADMIN_PATH } from "../../server/header-policy.ts";

const ADMIN_URLS = new Set([ADMIN_PATH, `${ADMIN_PATH}/`, `${ADMIN_PATH}/index.html`]);

/**
 * On the dev server, `/admin` is the editor `npm run cms` wrote to `public/admin/`, as on the built
 * site. Vite serves the folder's script and configuration but no HTML from `public/`, and the app's
 * router would answer with its 404 page, so this answers for the page.
 */
export function cmsAdminRoute(): Plugin {
  return {
    name: "cms-admin-route",
    apply: "serve",
    configureServer(server) {
      const page = path.join(server.config.publicDir, "admin", "index.html");
      server.middlewares.use((request, response, next) => {
        if (!ADMIN_URLS.has(request.url?.split("?")[0] ?? "") || !existsSync(page)) return next();
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(readFileSync(page));
      });
    },
  };
}
