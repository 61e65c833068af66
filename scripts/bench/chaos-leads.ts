/**
 * Chaos run of the lead pipeline (not a test; `npm run chaos:leads [-- --instances 3 --postgres]`): load
 * through the real server on 127.0.0.1 while it is killed (SIGKILL, sometimes SIGTERM) and restarted, and
 * while the upstream answers, fails, hangs, drops connections and recovers. With `--postgres` the leads
 * live in a PostgreSQL of the run's own, which is restarted once mid-run; with `--instances N` the load
 * goes round-robin through N servers on that one database (a form resent after a failure reaches the
 * next one). Clients behave like the form: a failed send is sent again with the same submission id until
 * it is answered 201. Exits non-zero unless every lead was answered, stored once and delivered once
 * (resends of one delivery id are absorbed by the Idempotency-Key) and none was parked.
 * Bounded: fixed lead count, fixed deadline, and it stops by itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { type DatabaseTarget, openStore } from "../../server/waitlist/store.ts";
import { freePort, listenOnFreePort } from "../../tests/support/free-port.ts";
import { createDatabase, startPostgres } from "../../tests/support/postgres.ts";
import { createTestBuild } from "../../tests/support/test-build.ts";
import { validLead } from "../../tests/support/waitlist.ts";

const { values: flags } = parseArgs({
  options: { instances: { type: "string", default: "1" }, postgres: { type: "boolean" } },
});
const INSTANCES = Number(flags.instances);
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 8) {
  throw new Error("--instances takes 1 to 8");
}
if (INSTANCES > 1 && !flags.postgres) {
  throw new Error("--instances above 1 needs --postgres: instances share one PostgreSQL database");
}

const LEADS = 600;
const CONCURRENCY = 20;
/** Each client's pause between leads, so the load spans the kills (about 25 leads a second). */
const PACE_MS = 800;
/**
 * Upstream behaviour by kill count (0 before the first kill, 1 after it, ...), so every outage overlaps
 * kills and restarts; the last phase lasts until the end.
 */
const PHASES = [
  { untilKill: 2, mode: "ok" },
  { untilKill: 4, mode: "fail" },
  { untilKill: 6, mode: "hang" },
  { untilKill: 8, mode: "reset" },
  { untilKill: Infinity, mode: "ok" },
] as const;
/** Up-time between kills (random within), and how many kills at most. */
const KILL_EVERY_MS = [1_500, 3_000] as const;
const MAX_KILLS = 8;
/** PostgreSQL is stopped after this kill, and started again after the outage. */
const POSTGRES_RESTART_AFTER_KILL = 3;
const POSTGRES_OUTAGE_MS = 2_000;
/** Long enough for a busy machine, where each restart takes seconds and back-off has grown to a minute. */
const DEADLINE_MS = 300_000;
/** Short, so a killed instance's deliveries are taken over within the run. */
const LEASE_MS = 3_000;

type Mode = (typeof PHASES)[number]["mode"];

const t0 = Date.now();
const deadline = t0 + DEADLINE_MS;
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let killCount = 0;
const modeNow = (): Mode => PHASES.find((phase) => killCount < phase.untilKill)!.mode;

// The upstream: accepted delivery ids (by lead email), every request counted.
const accepted = new Map<string, Set<string>>();
const upstreamCounts = { requests: 0, accepted: 0, resends: 0 };
const hanging = new Set<ServerResponse>();
const upstream = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    upstreamCounts.requests++;
    const mode = modeNow();
    if (mode === "hang") return void hanging.add(response);
    if (mode === "reset") return void response.socket?.destroy();
    if (mode === "fail") return void response.writeHead(503).end();
    const { email, deliveryId } = JSON.parse(body) as { email: string; deliveryId: string };
    const key = request.headers["idempotency-key"];
    if (key !== deliveryId) throw new Error("Idempotency-Key differs from the body's deliveryId");
    const ids = accepted.get(email) ?? new Set<string>();
    if (ids.has(deliveryId)) upstreamCounts.resends++;
    else upstreamCounts.accepted++;
    accepted.set(email, ids.add(deliveryId));
    response.writeHead(200).end();
  });
});
const upstreamUrl = `http://127.0.0.1:${await listenOnFreePort(upstream)}/hook`;

// The database: a SQLite file, or a PostgreSQL cluster of this run's own.
const dir = mkdtempSync(path.join(tmpdir(), "fabric-chaos-"));
// Durable like a production server: the crash mid-run must not take back a lead answered 201.
const cluster = flags.postgres ? await startPostgres({ durable: true }) : undefined;
const database: DatabaseTarget = cluster
  ? { kind: "postgresql", url: await createDatabase(cluster.url()) }
  : { kind: "sqlite", path: path.join(dir, "leads.sqlite") };
const databaseEnv =
  database.kind === "postgresql"
    ? { DATABASE_URL: database.url, DATABASE_STATEMENT_TIMEOUT_MS: "1000" }
    : { DATABASE_PATH: database.path };

// The instances, each restarted on its own port after every kill.
const buildDir = createTestBuild();
type Instance = { port: number; child?: ChildProcess; up: boolean };
const instances: Instance[] = await Promise.all(
  Array.from({ length: INSTANCES }, async () => ({ port: await freePort(), up: false })),
);
let serverLog = "";
const kills = { SIGKILL: 0, SIGTERM: 0, slowTermExits: 0, failedStarts: 0, crashes: 0 };

async function startInstance(instance: Instance) {
  while (Date.now() < deadline) {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/main.ts")], {
      env: {
        ...process.env,
        ...databaseEnv,
        PORT: String(instance.port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        RATE_LIMIT_PER_MINUTE: "1000000",
        LOG_REQUESTS: "false",
        WAITLIST_FORWARD_URL: upstreamUrl,
        WAITLIST_FORWARD_TIMEOUT_MS: "1000",
        WAITLIST_FORWARD_LEASE_MS: String(LEASE_MS),
        SHUTDOWN_TIMEOUT_MS: "3000",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    instance.child = child;
    child.stderr!.on("data", (chunk: Buffer) => (serverLog = (serverLog + chunk).slice(-4000)));
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      const up = await fetch(`http://127.0.0.1:${instance.port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) {
        instance.up = true;
        // An instance that exits unasked has crashed: the run fails.
        child.once("exit", () => {
          if (instance.child === child && instance.up) {
            instance.up = false;
            kills.crashes++;
          }
        });
        return;
      }
      await sleep(50);
    }
    // It exited during start (its database was down while it migrated): start it again.
    kills.failedStarts++;
    await sleep(500);
  }
  throw new Error(`server did not start:\n${serverLog}`);
}

async function stopInstance(instance: Instance, signal: "SIGKILL" | "SIGTERM") {
  const running = instance.child!;
  instance.up = false;
  if (running.exitCode !== null || running.signalCode !== null) return;
  const exited = once(running, "exit");
  const sentAt = Date.now();
  running.kill(signal);
  await exited;
  kills[signal]++;
  if (signal === "SIGTERM" && Date.now() - sentAt > 3_500) kills.slowTermExits++;
}

// Clients: each lead is sent until it is answered 201, with the same submission id every time,
// round-robin over the instances (a load balancer's choice, down instances included).
let next = 0;
let turn = 0;
const counts = { requests: 0, answered: 0, refused: 0, unavailable: 0, other: 0 };
async function client() {
  while (next < LEADS) {
    const index = next++;
    const body = JSON.stringify(
      validLead({ email: `chaos+${index}@load.example`, submissionId: randomUUID() }),
    );
    while (Date.now() < deadline) {
      const instance = instances[turn++ % instances.length]!;
      counts.requests++;
      const status = await fetch(`http://127.0.0.1:${instance.port}${WAITLIST_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(5_000),
      }).then(
        (response) => response.arrayBuffer().then(() => response.status),
        () => 0,
      );
      if (status === 201) {
        counts.answered++;
        await sleep(PACE_MS);
        break;
      }
      if (status === 0) counts.refused++;
      else if (status === 503) counts.unavailable++;
      else counts.other++;
      await sleep(100);
    }
  }
}

let postgresRestarts = 0;
/** Every kill, and PostgreSQL's restart, happens whether or not the load has ended. */
async function chaosMonkey() {
  while (killCount < MAX_KILLS && Date.now() < deadline) {
    const [low, high] = KILL_EVERY_MS;
    await sleep(low + Math.random() * (high - low));
    const instance = instances[Math.floor(Math.random() * instances.length)]!;
    await stopInstance(instance, (killCount + 1) % 3 === 0 ? "SIGTERM" : "SIGKILL");
    killCount++;
    if (cluster && killCount === POSTGRES_RESTART_AFTER_KILL) {
      // The instance stays down through the outage and starts while PostgreSQL is coming back.
      cluster.stop("immediate");
      console.log(`${elapsed()}: PostgreSQL stopped (as after a crash)`);
      await sleep(POSTGRES_OUTAGE_MS);
      cluster.start();
      postgresRestarts++;
      console.log(`${elapsed()}: PostgreSQL started again`);
    }
    await startInstance(instance);
    console.log(
      `${elapsed()}: kill ${killCount} restarted instance ${instances.indexOf(instance) + 1}, ${counts.answered} answered, upstream ${modeNow()}`,
    );
  }
}

async function storedCounts() {
  const store = await openStore(database);
  try {
    return (await store.sql.get<{
      stored: number;
      distinctLeads: number;
      markedDelivered: number;
      parked: number;
    }>(
      `SELECT COUNT(*) AS stored, COUNT(DISTINCT email) AS "distinctLeads",
         (SELECT COUNT(*) FROM outbox WHERE status = 'delivered') AS "markedDelivered",
         (SELECT COUNT(*) FROM outbox WHERE status = 'failed') AS parked
       FROM leads`,
    ))!;
  } finally {
    await store.close();
  }
}

let exitCode = 1;
try {
  await Promise.all(instances.map(startInstance));
  const load = Promise.all(Array.from({ length: CONCURRENCY }, client));
  const monkey = chaosMonkey();
  await load;
  const loadSeconds = elapsed();
  await monkey;

  // Wait for the outbox to empty once the upstream is healthy again.
  while (Date.now() < deadline && (await storedCounts()).markedDelivered < LEADS) await sleep(500);
  await Promise.all(instances.map((instance) => stopInstance(instance, "SIGTERM")));

  const db = await storedCounts();
  const delivered = accepted.size;
  const duplicates =
    db.stored -
    db.distinctLeads +
    [...accepted.values()].reduce((sum, ids) => sum + ids.size - 1, 0);
  const where = cluster ? `${INSTANCES} instance(s) on one PostgreSQL` : "1 instance on SQLite";
  console.log(
    `leads         ${LEADS} over ${CONCURRENCY} clients, ${where}; load took ${loadSeconds}`,
  );
  console.log(`upstream      ${PHASES.map((p) => p.mode).join(" → ")}, two kills each`);
  console.log(
    `instances     killed ${kills.SIGKILL}× with SIGKILL, stopped ${kills.SIGTERM}× with SIGTERM (${kills.slowTermExits} past the deadline), ${kills.failedStarts} starts refused while the database was down, ${kills.crashes} crashed`,
  );
  if (cluster) console.log(`postgresql    restarted ${postgresRestarts}× mid-run`);
  console.log(
    `sent          ${counts.requests} requests (${counts.refused} refused or cut off while down, ${counts.unavailable} 503, ${counts.other} other)`,
  );
  console.log(`answered      ${counts.answered}`);
  console.log(`stored        ${db.stored} rows (${db.distinctLeads} distinct leads)`);
  console.log(
    `delivered     ${delivered} leads upstream (${upstreamCounts.requests} upstream requests, ${upstreamCounts.resends} resends absorbed by Idempotency-Key); outbox: ${db.markedDelivered} marked delivered`,
  );
  console.log(`duplicates    ${duplicates}`);
  console.log(`parked        ${db.parked}`);
  console.log(`total time    ${elapsed()}`);
  const ok =
    counts.answered === LEADS &&
    db.stored === LEADS &&
    delivered === LEADS &&
    db.markedDelivered === LEADS &&
    duplicates === 0 &&
    db.parked === 0 &&
    kills.slowTermExits === 0 &&
    kills.crashes === 0 &&
    (!cluster || postgresRestarts === 1);
  exitCode = ok ? 0 : 1;
  console.log(ok ? "OK" : `FAILED\n--- last server log ---\n${serverLog}`);
} finally {
  for (const { child } of instances) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  for (const response of hanging) response.destroy();
  upstream.closeAllConnections();
  upstream.close();
  cluster?.destroy();
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
}
process.exit(exitCode);
