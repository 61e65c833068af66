import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { BUILD_POLICY_FILE, HSTS, siteHeaders, type BuildPolicy } from "./header-policy.ts";
import { pageVariants, type PageVariant } from "./page-variant.ts";

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, full);
    return ["/" + path.relative(root, full).split(path.sep).join("/")];
  });
}

/**
 * The build's pages as a visitor's address bar shows them (`/about/index.html` → `/about`), not the
 * 404 page: the routes a field-measurement beacon may name.
 */
export function pageRoutes(buildDir: string) {
  const pages = listFiles(path.join(buildDir, "client")).filter(
    (file) => file.endsWith(".html") && file !== "/404.html",
  );
  return new Set(pages.map((file) => file.replace(/\/index\.html$/, "") || "/"));
}

/** Maps a request path to a file of the build: exact files, then clean URLs (`/about` → `/about/index.html`). */
export function createResolver(files: Iterable<string>) {
  const known = new Set(files);
  return (urlPath: string): string | null => {
    if (known.has(urlPath) && !/\.(br|gz)$/.test(urlPath)) return urlPath;
    const index = urlPath.replace(/\/?$/, "/index.html");
    return known.has(index) ? index : null;
  };
}

export type StaticSiteOptions = {
  buildDir: string;
  /** A second form of the pages, for the requests that ask for it (server/consent.ts). */
  pageVariant?: PageVariant;
};

/** Serves the prerendered build: precompressed files, clean URLs, the headers of header-policy.ts, 404 page. */
export async function staticSite(
  app: FastifyInstance,
  { buildDir, pageVariant }: StaticSiteOptions,
) {
  const root = path.join(buildDir, "client");
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`No build found in ${root}. Run "npm run build" first.`);
  }
  // `_headers` is the static hosts' copy of these headers: an instruction to a host, not a page.
  const resolve = createResolver(listFiles(root).filter((file) => file !== "/_headers"));
  const policy = JSON.parse(
    readFileSync(path.join(buildDir, BUILD_POLICY_FILE), "utf8"),
  ) as BuildPolicy;

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    // The ETag revalidates; Last-Modified and Accept-Ranges (no one resumes a page) would be 66
    // bytes more in every page's first response.
    etag: true,
    lastModified: false,
    acceptRanges: false,
  });

  const variants = pageVariant ? pageVariants(root, pageVariant) : undefined;

  function send(request: FastifyRequest, reply: FastifyReply, file: string, status = 200) {
    // HSTS is the security hook's to send, and only over HTTPS.
    const headers = siteHeaders(file, policy);
    delete headers[HSTS.name];
    reply.code(status).headers(headers).header("Vary", "Accept-Encoding");
    if (file.endsWith(".html") && variants?.send(request, reply, file)) return reply;
    return reply.sendFile(file.slice(1));
  }

  app.get("/ldc", (_request, reply) => reply.redirect("/ldc/index.html", 302));

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      // Fastify has already rejected malformed percent-encoding with 400.
      const urlPath = decodeURIComponent(request.url.split("?")[0] ?? "/");
      if (urlPath.includes("\0") || urlPath.split("/").includes("..")) {
        return send(request, reply, "/404.html", 404);
      }
      // One URL per page: /about/ → /about.
      if (urlPath.length > 1 && urlPath.endsWith("/") && resolve(urlPath)) {
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
        return reply.redirect(urlPath.replace(/\/+$/, "") + query, 301);
      }
      const file = resolve(urlPath);
      if (!file || file === "/404.html") return send(request, reply, "/404.html", 404);
      return send(request, reply, file);
    },
  });
}
