/**
 * Serves a built static site (a peer's, for the benchmark) the way our server serves ours: clean
 * URLs, brotli or gzip (precompressed copies when present, else compressed once and kept), immutable
 * caching for hashed assets and revalidation for HTML.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = /\.(html|m?js|css|svg|xml|txt|json|webmanifest)$/;
/** Build tools' hashed asset folders (Astro's, Vite's). */
const HASHED = /^\/(_astro|assets)\//;

/** The file a request path names inside `root`: exact files, then `path/index.html`. */
export function resolveStatic(root: string, urlPath: string): string | null {
  const clean = path.posix.normalize(decodeURIComponent(urlPath));
  if (clean.includes("\0") || clean.split("/").includes("..")) return null;
  for (const candidate of [clean, path.posix.join(clean, "index.html")]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

export function serveStatic(root: string): Server {
  const compressed = new Map<string, Buffer>();
  const encode = (file: string, encoding: "br" | "gzip") => {
    const key = `${encoding}:${file}`;
    const precompressed = `${file}.${encoding === "br" ? "br" : "gz"}`;
    if (!compressed.has(key)) {
      const data = readFileSync(file);
      compressed.set(
        key,
        existsSync(precompressed)
          ? readFileSync(precompressed)
          : encoding === "br"
            ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(data, { level: 9 }),
      );
    }
    return compressed.get(key)!;
  };
  return createServer((request, response) => {
    const urlPath = (request.url ?? "/").split("?")[0]!;
    let file = resolveStatic(root, urlPath);
    let status = 200;
    if (!file) {
      status = 404;
      file = existsSync(path.join(root, "404.html")) ? path.join(root, "404.html") : null;
      if (!file) return response.writeHead(404).end();
    }
    const extension = path.extname(file);
    const accepts = String(request.headers["accept-encoding"] ?? "");
    const encoding = !COMPRESSIBLE.test(file)
      ? null
      : /\bbr\b/.test(accepts)
        ? "br"
        : /\bgzip\b/.test(accepts)
          ? "gzip"
          : null;
    const body = encoding ? encode(file, encoding) : readFileSync(file);
    response.writeHead(status, {
      "Content-Type": TYPES[extension] ?? "application/octet-stream",
      "Cache-Control": HASHED.test(urlPath)
        ? "public, max-age=31536000, immutable"
        : extension === ".html" || !extension
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=3600",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  });
}
