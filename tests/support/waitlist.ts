import { spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import path from "node:path";
import { freePort } from "./free-port.ts";
import { type AppOptions, buildApp } from "../../server/app.ts";
import { createTestBuild } from "./test-build.ts";
import { runLeadsCli } from "../../server/waitlist/cli.ts";
import type { WaitlistOptions } from "../../server/waitlist/plugin.ts";
import { DEFAULT_RETENTION_DAYS } from "../../server/waitlist/retention.ts";
import type { DatabaseTarget } from "../../server/waitlist/store.ts";
import { tempDir } from "./temp-dir.ts";

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

/** `npm run leads -- <argv>` against `target`: its exit code, standard output and standard error. */
export async function runCli(argv: string[], target: DatabaseTarget) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeadsCli(
    argv,
    target,
    (text) => out.push(text),
    (text) => err.push(text),
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** What `npm run leads -- export --format <format>` prints for the database at `target`. */
export async function exportLeads(target: DatabaseTarget, format: "csv" | "json") {
  const out: string[] = [];
  await runLeadsCli(
    ["export", "--format", format],
    target,
    (text) => out.push(text),
    () => {},
  );
  return out.join("\n");
}

/** The path of a SQLite lead database in a new temporary folder (created on first open). */
export function tempDatabase() {
  return path.join(tempDir("fabric-leads-"), "leads.sqlite");
}

export function waitlistApp(
  options: Partial<WaitlistOptions> = {},
  appOptions: Partial<AppOptions> = {},
) {
  return buildApp({
    buildDir: createTestBuild(),
    ...appOptions,
    waitlist: {
      database: { kind: "sqlite", path: tempDatabase() },
      rateLimitPerMinute: 1000,
      allowedOrigins: new Set(["https://partner.example"]),
      forwardMaxAttempts: 10,
      forwardMaxAgeMs: 60_000,
      forwardTimeoutMs: 2_000,
      forwardLeaseMs: 10_000,
      retentionDays: DEFAULT_RETENTION_DAYS,
      ...options,
    },
  });
}

/**
 * Starts `server/main.ts` as a child process on 127.0.0.1 with a throwaway build and the given
 * variables; resolves once /healthz answers. `output` collects stdout and stderr.
 */
export async function startServerProcess(env: Record<string, string>) {
  const buildDir = createTestBuild();
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/main.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, ...env },
    stdio: "pipe",
  });
  const server = { baseUrl: `http://127.0.0.1:${port}`, output: "", stop, kill };
  child.stdout.on("data", (chunk: Buffer) => (server.output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (server.output += chunk.toString()));

  const exited = once(child, "exit") as Promise<[number | null]>;

  /** SIGTERM, then the exit code once the process has shut down (at once if it already has). */
  async function stop() {
    child.kill("SIGTERM");
    const [code] = await exited;
    rmSync(buildDir, { recursive: true, force: true });
    return code;
  }

  /** Sends `signal` and waits for the process to end (SIGKILL: as after a crash). */
  async function kill(signal: NodeJS.Signals) {
    child.kill(signal);
    await exited;
  }

  const started = Date.now();
  const healthy = () =>
    fetch(`${server.baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() - started > 20_000) {
      await stop();
      throw new Error(`server did not start:\n${server.output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}
