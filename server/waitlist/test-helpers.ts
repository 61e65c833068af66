import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../app.ts";
import { createTestBuild } from "../test-build.ts";
import type { WaitlistOptions } from "./plugin.ts";

/** A body the receiver accepts as a real person's submission. */
export function validLead(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@analytical.example",
    company: "Analytical Engines Ltd",
    jobTitle: "Head of Compliance",
    topics: ["Trust"],
    description: "Signed approvals for our claims agent.",
    companyWebsite: "",
    elapsedMs: 12_000,
    ...overrides,
  };
}

export function tempDatabase() {
  return path.join(mkdtempSync(path.join(tmpdir(), "fabric-leads-")), "leads.sqlite");
}

export function waitlistApp(options: Partial<WaitlistOptions> = {}) {
  return buildApp({
    buildDir: createTestBuild(),
    waitlist: {
      databasePath: tempDatabase(),
      rateLimitPerMinute: 1000,
      allowedOrigins: new Set(["https://partner.example"]),
      forwardMaxAttempts: 10,
      ...options,
    },
  });
}
