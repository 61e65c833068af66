/**
 * After `react-router build`: the 404 page, sitemap and robots, per-page security headers
 * (the CSP allows each page's inline scripts by hash), and brotli/gzip copies of every text file.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { indexablePages } from "../app/content/pages.ts";
import { readConfig } from "../app/lib/config.ts";
import { contentSecurityPolicy, inlineScripts, scriptHash } from "./csp.ts";
import { deferHydration } from "./defer-hydration.ts";

const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");
const config = readConfig(process.env);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

// Static hosts look for /404.html; our server sends it with status 404.
renameSync(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
rmSync(path.join(clientDir, "404"), { recursive: true });
rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexablePages.map(
    (page) => `  <url><loc>${config.siteUrl}${page.path === "/" ? "/" : page.path}</loc></url>`,
  ),
  "</urlset>",
  "",
].join("\n");
writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap);
writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /ldc\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
);

const headers: Record<string, string> = {};
for (const file of walk(clientDir).filter((f) => f.endsWith(".html"))) {
  const deferred = deferHydration(readFileSync(file, "utf8"));
  const html = deferred.html;
  writeFileSync(file, html);
  if (deferred.boot) writeFileSync(path.join(clientDir, deferred.boot.file), deferred.boot.source);
  const relative = "/" + path.relative(clientDir, file).split(path.sep).join("/");
  headers[relative] = contentSecurityPolicy({
    scriptHashes: [...new Set(inlineScripts(html).map(scriptHash))],
    waitlistUrl: config.waitlistUrl,
    analytics: config.gaMeasurementIds.length > 0,
  });
}
headers["*"] = contentSecurityPolicy({
  scriptHashes: [],
  waitlistUrl: config.waitlistUrl,
  analytics: false,
});
mkdirSync(buildDir, { recursive: true });
writeFileSync(path.join(buildDir, "csp.json"), JSON.stringify(headers, null, 2));

// The same policies for static hosts that read a _headers file (Netlify, Cloudflare Pages).
const staticHostHeaders = Object.entries(headers)
  .filter(([file]) => file !== "*")
  .flatMap(([file, csp]) => {
    const route = file === "/index.html" ? "/" : file.replace(/\/index\.html$/, "");
    return [
      `${route}\n  Content-Security-Policy: ${csp}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin`,
    ];
  });
writeFileSync(
  path.join(clientDir, "_headers"),
  `/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n${staticHostHeaders.join("\n\n")}\n`,
);

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|pem|map)$/;
let raw = 0;
let brotli = 0;
for (const file of walk(clientDir).filter((f) => compressible.test(f))) {
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  raw += data.length;
  brotli += Math.min(br.length, data.length);
}
console.log(
  `postbuild: ${Object.keys(headers).length - 1} pages, sitemap of ${indexablePages.length} URLs, ` +
    `${(raw / 1024).toFixed(0)} KB of text compressed to ${(brotli / 1024).toFixed(0)} KB (brotli)`,
);
