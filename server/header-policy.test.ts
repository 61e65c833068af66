import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  CACHE_CONTROL,
  contentSecurityPolicy,
  formatHeadersFile,
  HSTS,
  policyFor,
  SECURITY_HEADERS,
  staticHostPolicyFor,
  staticHostRules,
} from "./header-policy.ts";

function directive(policy: string, name: string) {
  return policy.split(";").find((d) => d.startsWith(`${name} `));
}

describe("content security policy", () => {
  it("allows inline scripts by hash, never unsafe-inline", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'"],
      waitlistUrl: "/webhook/fabric/website/request",
      analytics: false,
    });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    // What default-src says already: left out, as font-src is.
    expect(directive(policy, "connect-src")).toBeUndefined();
    expect(directive(policy, "font-src")).toBeUndefined();
    expect(directive(policy, "img-src")).toBeUndefined();
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("googletagmanager");
  });

  it("lets only a page with the blog's search compile WebAssembly", () => {
    const options = { scriptHashes: ["'sha256-a'"], waitlistUrl: "/w", analytics: false };
    expect(directive(contentSecurityPolicy({ ...options, webAssembly: true }), "script-src")).toBe(
      "script-src 'self' 'sha256-a' 'wasm-unsafe-eval'",
    );
    expect(contentSecurityPolicy(options)).not.toContain("wasm");
  });

  it("lets the form post only to an external waitlist host when one is configured", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      waitlistUrl: "https://hooks.fabric.example/webhook/fabric/website/request",
      analytics: false,
    });
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' https://hooks.fabric.example",
    );
    expect(directive(policy, "form-action")).toBe("form-action https://hooks.fabric.example");
  });

  it("with analytics, allows Google's hosts only where GA4's page views need them, and the consent form", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-a'"],
      waitlistUrl: "https://hooks.fabric.example/webhook/fabric/website/request",
      analytics: true,
    });
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'sha256-a' www.googletagmanager.com",
    );
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' https://hooks.fabric.example *.google-analytics.com " +
        "*.googletagmanager.com *.analytics.google.com",
    );
    expect(directive(policy, "img-src")).toBe(
      "img-src 'self' *.google-analytics.com *.googletagmanager.com",
    );
    // The banner's form, without script, posts the choice to this site.
    expect(directive(policy, "form-action")).toBe(
      "form-action https://hooks.fabric.example 'self'",
    );
    // No advertising hosts (Google signals are off, app/lib/analytics.ts), and nowhere else.
    const googleHosts = new Set(policy.split(/[ ;]+/).filter((value) => /google/.test(value)));
    expect(googleHosts).toEqual(
      new Set([
        "www.googletagmanager.com",
        "*.google-analytics.com",
        "*.googletagmanager.com",
        "*.analytics.google.com",
      ]),
    );
  });
});

describe("static host rules", () => {
  const files = [
    "/index.html",
    "/404.html",
    "/robots.txt",
    "/assets/app-1.js",
    "/assets/app-2.css",
    "/og/home.png",
    "/verify/index.html",
    "/verify/demo/index.html",
    "/verify/demo.data",
  ];

  const policy = {
    pages: {
      "/index.html": "script-src 'sha256-home'",
      "/404.html": "script-src 'sha256-404'",
      "/verify/index.html": "script-src 'sha256-verify'",
      "/verify/demo/index.html": "script-src 'sha256-demo'",
    },
    sections: {},
  };
  const pageRule = (path: string, csp: string) => ({
    path,
    headers: { "! Content-Security-Policy": "", "Content-Security-Policy": csp },
  });

  it("puts every security header and the 404 page's policy on /*, each page's own policy on its paths, and Cache-Control where the hosts' default differs", () => {
    const rules = staticHostRules(files, policy);
    expect(rules).toEqual([
      {
        path: "/*",
        headers: {
          ...SECURITY_HEADERS,
          [HSTS.name]: HSTS.value,
          "Content-Security-Policy": "script-src 'sha256-404'",
        },
      },
      pageRule("/", "script-src 'sha256-home'"),
      pageRule("/verify/demo", "script-src 'sha256-demo'"),
      pageRule("/verify/demo/", "script-src 'sha256-demo'"),
      pageRule("/verify", "script-src 'sha256-verify'"),
      pageRule("/verify/", "script-src 'sha256-verify'"),
      { path: "/assets/*", headers: { "Cache-Control": CACHE_CONTROL.immutable } },
      { path: "/og/*", headers: { "Cache-Control": CACHE_CONTROL.short } },
      { path: "/robots.txt", headers: { "Cache-Control": CACHE_CONTROL.short } },
      // A folder with pages gets exact rules, so its pages keep the default.
      { path: "/verify/demo.data", headers: { "Cache-Control": CACHE_CONTROL.short } },
    ]);
  });

  it("gives a section's pages, however many, one policy in two rules, and the same to the server", () => {
    const posts = Array.from({ length: 1000 }, (_, i) => `/blog/post-${i}/index.html`);
    const tags = Array.from({ length: 50 }, (_, i) => `/blog/tags/tag-${i}/index.html`);
    const blogFiles = [...files, "/blog/index.html", "/blog/rss.xml", ...posts, ...tags];
    const blog = "script-src 'sha256-blog' 'sha256-404'";
    const sectioned = { ...policy, sections: { "/blog/": blog } };
    const rules = staticHostRules(blogFiles, sectioned);
    const policyRules = rules.filter((rule) => rule.headers["Content-Security-Policy"]);
    expect(policyRules.filter((rule) => rule.path.startsWith("/blog"))).toEqual([
      pageRule("/blog", blog),
      pageRule("/blog/*", blog),
    ]);
    // The section's two, and the feed's Cache-Control.
    expect(rules).toHaveLength(staticHostRules(files, policy).length + 3);
    expect(() => formatHeadersFile(rules)).not.toThrow();
    for (const file of [posts[999]!, tags[0]!, "/blog/index.html"]) {
      expect(policyFor(sectioned, file)).toBe(blog);
      expect(staticHostPolicyFor(sectioned, file)).toBe(blog);
    }
    // The server sends a feed the short policy of what is not a page; a static host, the folder's.
    expect(policyFor(sectioned, "/blog/rss.xml")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(staticHostPolicyFor(sectioned, "/blog/rss.xml")).toBe(blog);
    expect(staticHostPolicyFor(sectioned, "/robots.txt")).toBe("script-src 'sha256-404'");
  });

  it("writes the Netlify and Cloudflare Pages format and refuses what Cloudflare would drop", () => {
    expect(formatHeadersFile([pageRule("/", "x")])).toBe(
      "/\n  ! Content-Security-Policy\n  Content-Security-Policy: x\n",
    );
    const rule = {
      path: "/*",
      headers: { "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer" },
    };
    expect(formatHeadersFile([rule, rule])).toBe(
      "/*\n  X-Frame-Options: DENY\n  Referrer-Policy: no-referrer\n\n".repeat(2).slice(0, -1),
    );
    expect(() => formatHeadersFile(Array.from({ length: 101 }, () => rule))).toThrow(/101 rules/);
    const long = { path: "/*", headers: { "Content-Security-Policy": "x".repeat(2000) } };
    expect(() => formatHeadersFile([long])).toThrow(/Content-Security-Policy.*2027 characters/);
  });
});
