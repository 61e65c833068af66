import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Other forms of the prerendered pages that some requests get instead of the file (the consent
 * banner marked decided, with or without its script: server/consent.ts), each named. Each is made
 * once per page from the built file, and compressed like the build's own copies.
 */
export type PageVariant<Name extends string = string> = {
  /** The request headers that choose one: every page that has variants names them in `Vary`. */
  vary: readonly string[];
  /** Whether a page, as built, has variants. */
  applies(html: string): boolean;
  /** The variant of that name of a page that has variants. */
  render(html: string, name: Name): string;
  /** The variant this request gets, or null for the page as built. */
  chosen(request: FastifyRequest): Name | null;
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

/** Serves the variants of the pages under `root` that have them. */
export function pageVariants<Name extends string>(root: string, variant: PageVariant<Name>) {
  /** Each page as built when it has variants, else null. */
  const built = new Map<string, string | null>();
  const source = (file: string) => {
    if (!built.has(file)) {
      const html = readFileSync(path.join(root, file), "utf8");
      built.set(file, variant.applies(html) ? html : null);
    }
    return built.get(file)!;
  };
  const pages = new Map<string, EncodedPage>();
  const load = (file: string, html: string, name: Name) => {
    const key = `${name} ${file}`;
    if (!pages.has(key)) pages.set(key, encode(variant.render(html, name)));
    return pages.get(key)!;
  };
  const vary = ["Accept-Encoding", ...variant.vary].join(", ");

  return {
    /**
     * Sends the page's variant the request chooses and returns true; otherwise returns false and the
     * file is sent as built (with `Vary` naming what would have chosen a variant).
     */
    send(request: FastifyRequest, reply: FastifyReply, file: string) {
      const html = source(file);
      if (html === null) return false;
      reply.header("Vary", vary);
      const name = variant.chosen(request);
      if (name === null) return false;
      const page = load(file, html, name);
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
