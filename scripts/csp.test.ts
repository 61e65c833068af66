import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScripts, scriptHash } from "./csp";

describe("content security policy", () => {
  it("finds executable inline scripts only", () => {
    const html = `<script>a()</script><script type="module">import("x")</script>
      <script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>`;
    expect(inlineScripts(html)).toEqual(["a()", 'import("x")']);
  });

  it("allows inline scripts by hash, never unsafe-inline", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [scriptHash("a()")],
      waitlistUrl: "/webhook/fabric/website/request",
      analytics: false,
    });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash("a()")}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain("googletagmanager");
  });

  it("opens connect-src to an external waitlist host and analytics when configured", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      waitlistUrl: "https://hooks.fabric.example/webhook/fabric/website/request",
      analytics: true,
    });
    expect(policy).toMatch(/connect-src 'self' https:\/\/hooks\.fabric\.example /);
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
  });
});
