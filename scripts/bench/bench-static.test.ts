import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "./bench-static";
import { listenOnFreePort } from "../../tests/support/free-port.ts";

const root = mkdtempSync(path.join(tmpdir(), "bench-static-"));
mkdirSync(path.join(root, "about"));
mkdirSync(path.join(root, "_astro"));
writeFileSync(path.join(root, "index.html"), "<h1>home</h1>".repeat(50));
writeFileSync(path.join(root, "about", "index.html"), "<h1>about</h1>");
writeFileSync(path.join(root, "_astro", "a.js"), "console.log(1);".repeat(50));
writeFileSync(path.join(root, "404.html"), "<h1>missing</h1>");

const server = serveStatic(root);
let base = "";
beforeAll(async () => {
  base = `http://127.0.0.1:${await listenOnFreePort(server)}`;
});
afterAll(() => void server.close());

const get = (url: string) =>
  new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    // fetch would decode the body; read the bytes as sent.
    httpGet(base + url, { headers: { "accept-encoding": "br" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: new Headers(response.headers as Record<string, string>),
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });

describe("the benchmark's static server", () => {
  it("serves clean URLs brotli-compressed, HTML revalidated", async () => {
    const page = await get("/about");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("cache-control")).toContain("must-revalidate");
    expect(brotliDecompressSync(page.body).toString()).toBe("<h1>about</h1>");
  });

  it("caches hashed assets for a year", async () => {
    const asset = await get("/_astro/a.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-type")).toContain("javascript");
  });

  it("answers unknown paths and escapes with the 404 page", async () => {
    for (const url of ["/nope", "/../etc/passwd"]) {
      const page = await get(url);
      expect(page.status).toBe(404);
      expect(brotliDecompressSync(page.body).toString()).toBe("<h1>missing</h1>");
    }
  });
});
