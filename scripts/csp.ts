import { createHash } from "node:crypto";
import { GTAG_SRC } from "../app/lib/analytics.ts";

/** Inline <script> bodies that the browser would execute (JSON-LD and other data blocks are not). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    scripts.push(body);
  }
  return scripts;
}

export function scriptHash(body: string) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

export type CspOptions = {
  scriptHashes: string[];
  /** Where the waitlist form posts when it is not our own origin. */
  waitlistUrl: string;
  analytics: boolean;
};

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a same-origin path
  }
}

export function contentSecurityPolicy({ scriptHashes, waitlistUrl, analytics }: CspOptions) {
  const waitlistOrigin = originOf(waitlistUrl);
  const googleOrigins = analytics
    ? ["https://*.google-analytics.com", "https://*.googletagmanager.com"]
    : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...(analytics ? [new URL(GTAG_SRC).origin] : [])],
    // Radix positions popovers and sonner injects its stylesheet at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...googleOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(waitlistOrigin ? [waitlistOrigin] : []), ...googleOrigins],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}
