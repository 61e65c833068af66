/**
 * The one statement of the site's response headers, read by the server (server/static-site.ts,
 * server/security-headers.ts) and by the `_headers` file the build writes for static hosts
 * (scripts/build/postbuild.ts). Pure data and functions: no Fastify, no file system.
 */
import { GTAG_SRC } from "../app/lib/analytics.ts";

export type Headers = Record<string, string>;

/**
 * Written by the build beside `client/`, read by the server: each page's Content-Security-Policy,
 * by its file (`/about/index.html`, `/404.html`), naming only the inline scripts that page carries;
 * and for each section, a folder whose pages grow with the content (`/blog/`: posts, tags, listing
 * pages), one policy for every page in it, naming the scripts of them all and of the 404 page a
 * static host serves there. A section's pages carry the same few build-written scripts, so its
 * policy, the file and `_headers` stay the same size whatever the number of posts.
 */
export const BUILD_POLICY_FILE = "csp.json";
export type BuildPolicy = { pages: Record<string, string>; sections: Record<string, string> };

/** The file whose policy answers a path no page has: static hosts serve it for every unknown path. */
export const NOT_FOUND_PAGE = "/404.html";

/** The section (`/blog/`) a file of the build is in, if any. */
export function sectionOf(policy: BuildPolicy, file: string) {
  return Object.keys(policy.sections).find((folder) => file.startsWith(folder));
}

/** A page's policy (its own, or its section's), or the one for responses that are not pages. */
export function policyFor(policy: BuildPolicy, file: string) {
  const section = file.endsWith(".html") ? sectionOf(policy, file) : undefined;
  return (
    policy.pages[file] ??
    (section ? policy.sections[section] : undefined) ??
    API_CONTENT_SECURITY_POLICY
  );
}

/**
 * The policy a static host sends with a file (`staticHostRules`): a page's, its section's for any
 * file in a section (the hosts match by path, and a section's rule is a folder's), and the 404
 * page's for every other file.
 */
export function staticHostPolicyFor(policy: BuildPolicy, file: string) {
  if (policy.pages[file]) return policy.pages[file];
  const section = sectionOf(policy, file);
  return section ? policy.sections[section]! : policyFor(policy, NOT_FOUND_PAGE);
}

export const CACHE_CONTROL = {
  /** Hashed file names under /assets/ never change. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages revalidate on every visit (cheap with the ETag); Netlify and Cloudflare Pages send this too when told nothing. */
  revalidate: "public, max-age=0, must-revalidate",
  /** Unhashed files (images, social cards, certificate files) may be an hour stale. */
  short: "public, max-age=3600",
} as const;

/** What static hosts send for a path no `_headers` rule gives a Cache-Control. */
export const HOST_DEFAULT_CACHE_CONTROL = CACHE_CONTROL.revalidate;

/**
 * Every response carries these, over HTTP and HTTPS. No Cross-Origin-Opener-Policy: it gives each
 * arrival a new renderer process, which doubles the page's start on the main thread, and the site has
 * no session for an opener to reach (README, "Spec decisions"). No X-Frame-Options: every policy's
 * `frame-ancestors 'none'` refuses framing in every browser since 2018, which ignore X-Frame-Options
 * beside it, and it was 24 bytes of every first response.
 */
export const SECURITY_HEADERS: Headers = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": [
    "accelerometer=()",
    "camera=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "payment=()",
    "usb=()",
    "browsing-topics=()",
    // A structured-field dictionary: its members may stand without a space after each comma.
  ].join(","),
};

/** Sent only over HTTPS: a browser ignores it over HTTP, and a local http:// server must stay reachable. */
export const HSTS = {
  name: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
} as const;

/** The content editor (Decap CMS, docs/content-editing.md): not a public page, and not indexed. */
export const ADMIN_PATH = "/admin";

/**
 * The editor's own policy, which no public page shares: Decap's bundle from this site, its inline
 * styles (emotion), GitHub's API for the repository, and its avatars and the images being edited as
 * blobs. `'unsafe-eval'`: Decap compiles its configuration's JSON schema with `new Function` (ajv).
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "connect-src 'self' https://api.github.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Its bundle is not hashed, so every file of it revalidates. */
const ADMIN_HEADERS: Headers = {
  "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY,
  "X-Robots-Tag": "noindex",
  "Cache-Control": CACHE_CONTROL.revalidate,
};

const isAdmin = (file: string) => file.startsWith(`${ADMIN_PATH}/`);

/** Responses that are not pages (health checks, the waitlist's JSON) may load and run nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export type CspOptions = {
  /** Hashes of the page's executable inline scripts (`scriptHash` in scripts/build/csp.ts). */
  scriptHashes: string[];
  /** Where the waitlist form posts: a same-origin path, or an external webhook. */
  waitlistUrl: string;
  /** Where visits' Core Web Vitals are sent: a same-origin path, another host, or "" (off). */
  vitalsUrl?: string;
  analytics: boolean;
  /** The page compiles WebAssembly: the blog's search (Pagefind), on its listing pages only. */
  webAssembly?: boolean;
};

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a same-origin path
  }
}

/**
 * A page's policy. The hashes admit only that page's own inline scripts, each by its exact text: a
 * hash of another page's script would only lengthen the page's first response (about 55 bytes
 * each) and admit code the page never runs.
 */
/** The directives that fall back to default-src when absent (the others do not). */
const FETCH_DIRECTIVES = new Set(["script-src", "style-src", "img-src", "font-src", "connect-src"]);

export function contentSecurityPolicy({
  scriptHashes,
  waitlistUrl,
  vitalsUrl = "",
  analytics,
  webAssembly = false,
}: CspOptions) {
  const waitlistOrigin = originOf(waitlistUrl);
  const vitalsOrigin = originOf(vitalsUrl);
  // Google's list for GA4 with Google signals off; used only after the visitor accepts
  // (app/features/consent): gtag.js from its host, page views as beacons, fetches and pixels.
  // Hosts without a scheme: on an https page a host source matches https (and wss) alone (CSP 3,
  // "Does url match expression"), as `https://` would, in 8 fewer bytes of every first response.
  const googleOrigins = analytics ? ["*.google-analytics.com", "*.googletagmanager.com"] : [];
  const googleBeacons = analytics ? ["*.analytics.google.com"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...[...scriptHashes].sort(),
      ...(analytics ? [new URL(GTAG_SRC).host] : []),
      ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
    ],
    // Radix positions popovers and sonner injects its stylesheet at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    // No data: images: no page, stylesheet or island draws one, and each word is every page's bytes.
    "img-src": ["'self'", ...googleOrigins],
    "font-src": ["'self'"],
    // 'self': the pricing buttons' check that the request-demo page answers, and the waitlist's
    // own receiver when it is this server.
    "connect-src": [
      "'self'",
      ...(waitlistOrigin ? [waitlistOrigin] : []),
      ...(vitalsOrigin ? [vitalsOrigin] : []),
      ...googleOrigins,
      ...googleBeacons,
    ],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // The waitlist form posts only where the waitlist lives (through its script: it never submits
    // natively); with analytics, the consent banner's form posts to this site when script is off.
    "form-action": [waitlistOrigin ?? "'self'", ...(analytics ? ["'self'"] : [])],
    "frame-ancestors": ["'none'"],
  };
  const fallback = directives["default-src"]!.join(" ");
  return (
    Object.entries(directives)
      .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
      // A fetch directive that says what default-src says is bytes in every page's first response.
      .filter(
        (line, index) =>
          index === 0 ||
          !FETCH_DIRECTIVES.has(line.split(" ")[0]!) ||
          line.slice(line.indexOf(" ") + 1) !== fallback,
      )
      // A policy's directives split at each ";", the space after it optional (CSP 3, "parse a
      // serialized CSP"): a byte of every first response per directive.
      .join(";")
  );
}

export function cacheControlFor(file: string) {
  if (file.startsWith("/assets/")) return CACHE_CONTROL.immutable;
  if (file.endsWith(".html")) return CACHE_CONTROL.revalidate;
  return CACHE_CONTROL.short;
}

/** What every file of the build shares, over HTTPS. */
function sharedHeaders(csp: string): Headers {
  return { ...SECURITY_HEADERS, [HSTS.name]: HSTS.value, "Content-Security-Policy": csp };
}

/**
 * Every header the server sends with a file of the build over HTTPS (`file` as `/about/index.html`).
 * Pages carry their own policy; other files run nothing and carry the short API policy, because over
 * HTTP/1.1 a page policy would otherwise ride on each of the ~30 requests of a page load. Static
 * hosts send `/*`'s policy (the 404 page's) with every other file instead, which HTTP/2's header
 * compression sends once per connection.
 */
export function siteHeaders(file: string, policy: BuildPolicy): Headers {
  const admin = isAdmin(file) ? ADMIN_HEADERS : {};
  return {
    ...sharedHeaders(policyFor(policy, file)),
    "Cache-Control": cacheControlFor(file),
    ...admin,
  };
}

/** The paths a static host serves a page at: `/about/index.html` at `/about` and `/about/`. */
export function pagePaths(file: string) {
  const folder = file.replace(/index\.html$/, "");
  return folder === "/" ? ["/"] : [folder.replace(/\/$/, ""), folder];
}

export type HeaderRule = { path: string; headers: Headers };

/** Cloudflare Pages' way to drop a header an earlier matching rule set (`! Name`). */
export const DETACH = "!";

/**
 * `_headers` rules (Netlify, Cloudflare Pages) giving each file of the build the headers of
 * `siteHeaders`. Both hosts apply every matching rule, and they disagree when two rules name the
 * same header (Netlify keeps the last, Cloudflare joins them with commas), so no path matches two
 * rules that set one header, with one exception: `/*` carries what all share and the 404 page's
 * policy (an unknown path matches no other rule), and each section's rules (`/blog`, `/blog/*`)
 * and each page's rule, after it, replace that policy with their own, first detaching `/*`'s
 * (Cloudflare; Netlify keeps the last rule's value). Cache-Control goes to `/assets/*`, to folders
 * without pages (`/og/*`) and to single files elsewhere. Pages get the hosts' default, which is
 * the server's. No rule is a post's or a tag's: the file keeps within the hosts' 100 rules however
 * many the posts.
 */
export function staticHostRules(files: string[], policy: BuildPolicy): HeaderRule[] {
  const topFolder = (file: string) => file.split("/").slice(0, -1)[1];
  const pageFolders = new Set(files.filter((f) => f.endsWith(".html")).map(topFolder));
  const cached = new Map<string, string>();
  // The editor's files have a rule of their own below.
  for (const file of files.filter((name) => !isAdmin(name))) {
    const cacheControl = cacheControlFor(file);
    if (cacheControl === HOST_DEFAULT_CACHE_CONTROL) continue;
    const folder = topFolder(file);
    const rulePath = folder && !pageFolders.has(folder) ? `/${folder}/*` : file;
    cached.set(rulePath, cacheControl);
  }
  const policyRule = (path: string, csp: string) => ({
    path,
    headers: { [`${DETACH} Content-Security-Policy`]: "", "Content-Security-Policy": csp },
  });
  const sectionRules = Object.entries(policy.sections)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([folder, csp]) => [
      // `/blog/*` matches `/blog/` but not `/blog`, where the section's own index is.
      ...(files.includes(`${folder}index.html`) ? [policyRule(folder.slice(0, -1), csp)] : []),
      policyRule(`${folder}*`, csp),
    ]);
  const pageRules = files
    .filter((file) => file.endsWith(".html") && file !== NOT_FOUND_PAGE && policy.pages[file])
    .sort()
    .flatMap((file) => pagePaths(file).map((path) => policyRule(path, policy.pages[file]!)));
  return [
    { path: "/*", headers: sharedHeaders(policyFor(policy, NOT_FOUND_PAGE)) },
    ...sectionRules,
    ...pageRules,
    ...[...cached]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, cacheControl]) => ({ path, headers: { "Cache-Control": cacheControl } })),
    // `/*` matches the editor too: its rule detaches that policy before setting its own.
    ...(files.some(isAdmin)
      ? [ADMIN_PATH, `${ADMIN_PATH}/*`].map((path) => ({
          path,
          headers: { [`${DETACH} Content-Security-Policy`]: "", ...ADMIN_HEADERS },
        }))
      : []),
  ];
}

/** Cloudflare Pages ignores a `_headers` file beyond these (Netlify's limits are wider). */
export const STATIC_HOST_LIMITS = { rules: 100, lineLength: 2000 } as const;

/**
 * What a host would drop from a `_headers` file of `ruleCount` rules and these lines: each
 * problem, none when it reads it whole. The build refuses such a file (`formatHeadersFile`); the
 * content benchmark reports it on a build it reads (`scripts/bench/content-build-checks.ts`).
 */
export function headersFileProblems(ruleCount: number, lines: readonly string[]): string[] {
  const { rules, lineLength } = STATIC_HOST_LIMITS;
  return [
    ...(ruleCount > rules ? [`_headers: ${ruleCount} rules; static hosts read ${rules}`] : []),
    ...lines
      .filter((line) => line.length > lineLength)
      .map(
        (line) =>
          `_headers: "${line.slice(0, 40)}…" is ${line.length} characters; static hosts read ${lineLength}`,
      ),
  ];
}

/** The `_headers` file; refuses what a host would drop, such as a policy grown past a line's limit. */
export function formatHeadersFile(rules: HeaderRule[]) {
  const blocks = rules.map(({ path, headers }) => [
    path,
    ...Object.entries(headers).map(([name, value]) =>
      name.startsWith(DETACH) ? `  ${name}` : `  ${name}: ${value}`,
    ),
  ]);
  const problems = headersFileProblems(rules.length, blocks.flat());
  if (problems.length > 0) {
    throw new Error(
      `${problems.join("\n")}\nFewer rules or distinct inline scripts keep the file within them.`,
    );
  }
  return blocks.map((block) => block.join("\n")).join("\n\n") + "\n";
}
