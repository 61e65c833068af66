/**
 * Intake throughput of the lead pipeline (not a test; `npm run bench:leads`): one SQLite instance, one
 * PostgreSQL instance and three PostgreSQL instances behind a round-robin, measured in the same run on
 * the same machine. Each setup gets its own servers on 127.0.0.1 (forwarding off, rate limit raised) and
 * an empty database, a warm-up, then 2,000 valid submissions over 50 concurrent connections; exactly
 * that many rows must land. PostgreSQL runs with its durable defaults (fsync, synchronous commit), as
 * SQLite runs with synchronous=FULL. Bounded in count and time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { type DatabaseTarget, openStore } from "../../server/waitlist/store.ts";
import { createDatabase, startPostgres } from "../../tests/support/postgres.ts";
import { startServerProcess, validLead } from "../../tests/support/waitlist.ts";

const TOTAL = 2000;
const WARM_UP = 100;
const CONCURRENCY = 50;
const DEADLINE_MS = 120_000;

type Setup = { name: string; instances: number; database: () => Promise<DatabaseTarget> };
type Result = {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  stored: number;
  statuses: string;
};

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Sends `count` submissions over CONCURRENCY connections, round-robin over `baseUrls`. */
async function load(baseUrls: string[], count: number, tag: string) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const endAt = Date.now() + DEADLINE_MS;
  let next = 0;
  async function worker() {
    while (next < count && Date.now() < endAt) {
      const index = next++;
      const body = JSON.stringify(validLead({ email: `${tag}+${index}@load.example` }));
      const sentAt = performance.now();
      const response = await fetch(`${baseUrls[index % baseUrls.length]}${WAITLIST_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(endAt - Date.now()),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sentAt);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { latencies, statuses, seconds };
}

async function measure(setup: Setup): Promise<Result> {
  const database = await setup.database();
  const env: Record<string, string> =
    database.kind === "postgresql"
      ? { DATABASE_URL: database.url }
      : { DATABASE_PATH: database.path };
  const servers = [];
  try {
    for (let i = 0; i < setup.instances; i++) {
      servers.push(
        await startServerProcess({
          ...env,
          RATE_LIMIT_PER_MINUTE: String(TOTAL * 10),
          LOG_REQUESTS: "false",
          WAITLIST_FORWARD_URL: "",
        }),
      );
    }
    const baseUrls = servers.map((server) => server.baseUrl);
    await load(baseUrls, WARM_UP, "warm-up");
    const { latencies, statuses, seconds } = await load(baseUrls, TOTAL, "bench");
    const store = await openStore(database);
    const stored = (await store.countLeads()) - WARM_UP;
    await store.close();
    return {
      name: setup.name,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      stored,
      statuses: JSON.stringify(Object.fromEntries(statuses)),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const dir = mkdtempSync(path.join(tmpdir(), "fabric-bench-leads-"));
const cluster = await startPostgres({ durable: true });
const postgres = async (): Promise<DatabaseTarget> => ({
  kind: "postgresql",
  url: await createDatabase(cluster.url()),
});
const setups: Setup[] = [
  {
    name: "1 × SQLite",
    instances: 1,
    database: async () => ({ kind: "sqlite", path: path.join(dir, "leads.sqlite") }),
  },
  { name: "1 × PostgreSQL", instances: 1, database: postgres },
  { name: "3 × PostgreSQL", instances: 3, database: postgres },
];

let exitCode = 1;
try {
  const results: Result[] = [];
  for (const setup of setups) results.push(await measure(setup));
  console.log(
    `${TOTAL} submissions at ${CONCURRENCY} concurrent connections per setup (after ${WARM_UP} to warm up)\n`,
  );
  console.log("| setup | requests/s | p50 ms | p99 ms | rows stored | statuses |");
  console.log("| --- | ---: | ---: | ---: | ---: | --- |");
  for (const result of results) {
    console.log(
      `| ${result.name} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.stored} | ${result.statuses} |`,
    );
  }
  const ok = results.every(
    (result) => result.stored === TOTAL && result.statuses === `{"201":${TOTAL}}`,
  );
  exitCode = ok ? 0 : 1;
  console.log(ok ? "\nOK" : "\nFAILED: a setup did not store exactly every submission");
} finally {
  cluster.destroy();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
