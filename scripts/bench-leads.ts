/**
 * Load check of the lead pipeline (not a test): starts its own server on 127.0.0.1 with a temporary
 * database and a raised rate limit, fires 2,000 valid submissions over 50 concurrent connections, then
 * checks that exactly 2,000 rows landed. Prints throughput and p50/p99 latency. Bounded in count and time.
 */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { WAITLIST_PATH } from "../app/lib/config.ts";
import { startServerProcess, validLead } from "../tests/support/waitlist.ts";

const TOTAL = 2000;
const CONCURRENCY = 50;
const DEADLINE_MS = 120_000;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const dir = mkdtempSync(path.join(tmpdir(), "fabric-bench-leads-"));
const databasePath = path.join(dir, "leads.sqlite");
const server = await startServerProcess({
  DATABASE_PATH: databasePath,
  RATE_LIMIT_PER_MINUTE: String(TOTAL * 10),
  LOG_REQUESTS: "false",
  WAITLIST_FORWARD_URL: "",
});
const base = server.baseUrl;

let exitCode = 1;
try {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const deadline = AbortSignal.timeout(DEADLINE_MS);
  let next = 0;
  async function worker() {
    while (next < TOTAL && !deadline.aborted) {
      const index = next++;
      const body = JSON.stringify(validLead({ email: `bench+${index}@load.example` }));
      const sentAt = performance.now();
      const response = await fetch(`${base}${WAITLIST_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: deadline,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sentAt);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;

  const db = new Database(databasePath, { readonly: true });
  const { rows, spam } = db
    .prepare("SELECT COUNT(*) AS rows, COUNT(spam_reason) AS spam FROM leads")
    .get() as { rows: number; spam: number };
  db.close();

  latencies.sort((a, b) => a - b);
  console.log(`requests     ${latencies.length} at ${CONCURRENCY} concurrent connections`);
  console.log(`statuses     ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(
    `throughput   ${(latencies.length / seconds).toFixed(0)} requests/s over ${seconds.toFixed(2)} s`,
  );
  console.log(
    `latency      p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
  console.log(`rows stored  ${rows} (${spam} marked spam); expected exactly ${TOTAL}`);
  exitCode = rows === TOTAL && spam === 0 && statuses.get(201) === TOTAL ? 0 : 1;
  console.log(exitCode === 0 ? "OK" : "FAILED");
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
