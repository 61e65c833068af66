import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A second form of the prerendered pages that some requests get instead of the file (the consent
 * banner marked decided, server/consent.ts). It is made once per page from the built file, and
 * compressed like the build's own copies.
 */
export type PageVariant = {
  /** The request headers that choose it: every page that has a variant names them in `Vary`. */
  vary: readonly string[];
  /** The variant of a page, from the page as built; null when the page has none. */
  render(html: string): string | null;
  /** Whether this request gets the variant. */
  wanted(request: FastifyRequest): boolean;
};

type Encoding = "br" | "gzip" | "identity";
type EncodedPage = Record<Encoding, Buffer> & { etag: string };

/** The encoding to send: brotli, then gzip, when the client accepts it (`q=0` refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

function encode(html: string): EncodedPage {
  const identity = Buffer.from(html, "utf8");
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

/** Serves `variant` for the pages under `root` that have one. */
export function pageVariants(root: string, variant: PageVariant) {
  const pages = new Map<string, EncodedPage | null>();
  const load = (file: string) => {
    if (!pages.has(file)) {
      const html = variant.render(readFileSync(path.join(root, file), "utf8"));
      pages.set(file, html === null ? null : encode(html));
    }
    return pages.get(file)!;
  };
  const vary = ["Accept-Encoding", ...variant.vary].join(", ");

  return {
    /**
     * Sends the page's variant when the request wants it and returns true; otherwise returns false
     * and the file is sent as built (with `Vary` naming what would have chosen the variant).
     */
    send(request: FastifyRequest, reply: FastifyReply, file: string) {
      const page = load(file);
      if (!page) return false;
      reply.header("Vary", vary);
      if (!variant.wanted(request)) return false;
      reply.header("Content-Type", "text/html; charset=utf-8").header("ETag", page.etag);
      if (reply.statusCode === 200 && request.headers["if-none-match"] === page.etag) {
        reply.code(304).send();
        return true;
      }
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (encoding !== "identity") reply.header("Content-Encoding", encoding);
      reply.send(page[encoding]);
      return true;
    },
  };
}
