import { describe, expect, it } from "vitest";
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  formatHeadersFile,
  HSTS,
  SECURITY_HEADERS,
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
