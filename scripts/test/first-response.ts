/**
 * Each page's first response as a phone receives it: the bytes of the status line, the headers and
 * the brotli body that this server sends for it over HTTPS (behind a proxy, as deployed), read off
 * a socket. What fits TCP's first congestion window arrives in the first round trip.
 */
import { readdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { buildApp } from "../../server/app.ts";

/** TCP's initial congestion window: 10 segments of 1,460 bytes (RFC 6928). */
export const FIRST_WINDOW_BYTES = 14_600;

/** A build without analytics ids, as `npm start` serves, or one with them (the consent banner on every page). */
export type BuildKind = "default" | "analytics";

/**
 * What TCP's slow start delivers in two round trips: the first window, then a window twice as large
 * (each segment acknowledged widens the window by one, RFC 5681).
 */
export const TWO_ROUND_TRIPS_BYTES = 3 * FIRST_WINDOW_BYTES;

/**
 * Pages allowed more than the first window, each with the most its first response may weigh, in
 * each kind of build; every other page, a new one included, must fit the window. The home page
 * alone, by decision (docs/decisions.md, "The home page's first response"): the longest page and
 * the one whose first screen runs the most, it may take two round trips, as long as its LCP stays
 * within 1.1 s (`npm run bench`); whatever more the page grows past that costs a third.
 */
export const OVER_WINDOW_CEILINGS: Readonly<Record<BuildKind, ReadonlyMap<string, number>>> = {
  default: new Map([["/", TWO_ROUND_TRIPS_BYTES]]),
  analytics: new Map([["/", TWO_ROUND_TRIPS_BYTES]]),
};

/** The most a route's first response may weigh in that kind of build. */
export const firstResponseLimit = (route: string, kind: BuildKind) =>
  OVER_WINDOW_CEILINGS[kind].get(route) ?? FIRST_WINDOW_BYTES;

export type FirstResponse = {
  route: string;
  headerBytes: number;
  bodyBytes: number;
  total: number;
};

/** A path no page has: the 404 page answers it. */
export const NOT_FOUND_ROUTE = "/404";

/** Every page of the build, as the route that serves it (`/about/index.html` → `/about`); `/404.html` as an unknown path. */
export function builtRoutes(clientDir: string): string[] {
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return pages(full);
      return entry.name.endsWith(".html") ? [path.relative(clientDir, full)] : [];
    });
  return pages(clientDir)
    .map((file) => "/" + file.split(path.sep).join("/"))
    .map((file) =>
      file === "/404.html" ? NOT_FOUND_ROUTE : file.replace(/\/index\.html$/, "") || "/",
    )
    .sort();
}

/** The page file the server sends for a route of `builtRoutes`. */
export function routeFile(clientDir: string, route: string) {
  if (route === NOT_FOUND_ROUTE) return path.join(clientDir, "404.html");
  return path.join(clientDir, route, "index.html");
}

/** The kinds of markup a page's bytes go to, each matched in its HTML. */
const PAGE_PARTS: [string, RegExp][] = [
  ["inline <style>", /<style[^>]*>[\s\S]*?<\/style>/g],
  ["inline scripts", /<script[^>]*>[\s\S]*?<\/script>/g],
  ["inline <svg>", /<svg[\s\S]*?<\/svg>/g],
  ["class attributes", / class="[^"]*"/g],
];

const brotliBytes = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Where a page's compressed bytes go, largest first: each kind of markup compressed alone, and the
 * rest of the page (its text and other markup). Each part alone compresses a little worse than in
 * the page, so the parts add up to somewhat more than the body.
 */
export function pageParts(html: string): { part: string; bytes: number }[] {
  let rest = html;
  const parts = PAGE_PARTS.map(([part, pattern]) => {
    const matches = rest.match(pattern) ?? [];
    rest = rest.replace(pattern, "");
    return { part, bytes: matches.length ? brotliBytes(matches.join("")) : 0 };
  });
  return [...parts, { part: "the rest of the markup", bytes: brotliBytes(rest) }].sort(
    (a, b) => b.bytes - a.bytes,
  );
}

/** Sends one request on a fresh connection and returns the response's bytes as they came. */
function fetchRaw(port: number, route: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let expected = Infinity;
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const received = Buffer.concat(chunks);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, end).toString());
      expected = end + 4 + Number(length?.[1] ?? 0);
      if (received.length >= expected) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on("error", reject);
    socket.on("close", () => {
      if (Buffer.concat(chunks).length < expected)
        reject(new Error(`${route}: connection closed early`));
    });
    socket.write(
      `GET ${route} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\n` +
        `X-Forwarded-Proto: https\r\nConnection: keep-alive\r\n\r\n`,
    );
  });
}

/** The first response of every page of the build in `buildDir`, measured on this server. */
export async function measureFirstResponses(buildDir: string): Promise<FirstResponse[]> {
  const app = await buildApp({ buildDir, trustProxy: 1 });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    const results: FirstResponse[] = [];
    for (const route of builtRoutes(path.join(buildDir, "client"))) {
      let raw = await fetchRaw(port, route);
      // The server sends /ldc on to /ldc/index.html, which a static host serves for /ldc directly.
      const location = /^HTTP\/1\.1 30\d[\s\S]*?\r\nlocation: *([^\r]+)/i.exec(
        raw.toString("latin1"),
      );
      if (location) raw = await fetchRaw(port, location[1]!);
      const headerBytes = raw.indexOf("\r\n\r\n") + 4;
      results.push({
        route,
        headerBytes,
        bodyBytes: raw.length - headerBytes,
        total: raw.length,
      });
    }
    return results;
  } finally {
    await app.close();
  }
}
