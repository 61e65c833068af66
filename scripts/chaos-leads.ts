/**
 * Chaos run of the lead pipeline (not a test; `npm run chaos:leads`): load through the real server on
 * 127.0.0.1 while it is killed (SIGKILL, sometimes SIGTERM) and restarted, and while the upstream answers,
 * fails, hangs, drops connections and recovers. Clients behave like the form: a failed send is sent again
 * with the same submission id until it is answered 201. Exits non-zero unless every lead was answered,
 * stored once and delivered once (resends of one delivery id are absorbed by the Idempotency-Key).
 * Bounded: fixed lead count, fixed deadline, and it stops by itself.
 */
import Database from "better-sqlite3";
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { WAITLIST_PATH } from "../app/lib/config.ts";
import { validLead } from "../server/waitlist/test-helpers.ts";
import { createTestBuild } from "../tests/support/test-build.ts";
import { freePort, listenOnFreePort } from "../tests/support/free-port.ts";

const LEADS = 600;
const CONCURRENCY = 20;
/**
 * Upstream behaviour by server life (0 = the first start, 1 after the first kill, ...), so every outage
 * overlaps kills and restarts; the last phase lasts until the end.
 */
const PHASES = [
  { untilLife: 2, mode: "ok" },
  { untilLife: 4, mode: "fail" },
  { untilLife: 6, mode: "hang" },
  { untilLife: 8, mode: "reset" },
  { untilLife: Infinity, mode: "ok" },
] as const;
/** Up-time between kills (random within), and how many kills at most. */
const KILL_EVERY_MS = [1_500, 3_000] as const;
const MAX_KILLS = 8;
const DEADLINE_MS = 150_000;

type Mode = (typeof PHASES)[number]["mode"];

const t0 = Date.now();
const deadline = t0 + DEADLINE_MS;
const elapsed = () => Date.now() - t0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let life = 0;
const modeNow = (): Mode => PHASES.find((phase) => life < phase.untilLife)!.mode;

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

// The server, restarted on the same port and database after every kill.
const dir = mkdtempSync(path.join(tmpdir(), "fabric-chaos-"));
const databasePath = path.join(dir, "leads.sqlite");
const buildDir = createTestBuild();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;
let serverLog = "";
const kills = { SIGKILL: 0, SIGTERM: 0, slowTermExits: 0 };

async function startServer() {
  child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/main.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATABASE_PATH: databasePath,
      RATE_LIMIT_PER_MINUTE: "1000000",
      LOG_REQUESTS: "false",
      WAITLIST_FORWARD_URL: upstreamUrl,
      WAITLIST_FORWARD_TIMEOUT_MS: "1000",
      SHUTDOWN_TIMEOUT_MS: "3000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr!.on("data", (chunk: Buffer) => (serverLog = (serverLog + chunk).slice(-4000)));
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await sleep(50);
  }
  throw new Error(`server did not start:\n${serverLog}`);
}

async function stopServer(signal: "SIGKILL" | "SIGTERM") {
  const running = child!;
  const exited = once(running, "exit");
  const sentAt = Date.now();
  running.kill(signal);
  await exited;
  kills[signal]++;
  if (signal === "SIGTERM" && Date.now() - sentAt > 3_500) kills.slowTermExits++;
}

// Clients: each lead is sent until it is answered 201, with the same submission id every time.
let next = 0;
const counts = { requests: 0, answered: 0, refused: 0, unavailable: 0, other: 0 };
async function client() {
  while (next < LEADS) {
    const index = next++;
    const body = JSON.stringify(
      validLead({ email: `chaos+${index}@load.example`, submissionId: randomUUID() }),
    );
    while (Date.now() < deadline) {
      counts.requests++;
      const status = await fetch(`${base}${WAITLIST_PATH}`, {
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
        break;
      }
      if (status === 0) counts.refused++;
      else if (status === 503) counts.unavailable++;
      else counts.other++;
      await sleep(100);
    }
  }
}

let loading = true;
async function chaosMonkey() {
  let round = 0;
  while (loading && round < MAX_KILLS && Date.now() < deadline) {
    const [low, high] = KILL_EVERY_MS;
    await sleep(low + Math.random() * (high - low));
    if (!loading) break;
    await stopServer(++round % 3 === 0 ? "SIGTERM" : "SIGKILL");
    life = round;
    await startServer();
    console.log(
      `${(elapsed() / 1000).toFixed(1)} s: restart ${round}, ${counts.answered} answered, upstream ${modeNow()}`,
    );
  }
}

function storedCounts() {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT COUNT(*) AS stored, COUNT(DISTINCT email) AS distinctLeads,
           (SELECT COUNT(*) FROM outbox WHERE status = 'delivered') AS markedDelivered,
           (SELECT COUNT(*) FROM outbox WHERE status = 'failed') AS parked
         FROM leads`,
      )
      .get() as { stored: number; distinctLeads: number; markedDelivered: number; parked: number };
  } finally {
    db.close();
  }
}

let exitCode = 1;
try {
  await startServer();
  const load = Promise.all(Array.from({ length: CONCURRENCY }, client));
  const monkey = chaosMonkey();
  await load;
  loading = false;
  await monkey;
  const loadSeconds = elapsed() / 1000;

  // Wait for the outbox to empty once the upstream is healthy again.
  while (Date.now() < deadline && storedCounts().markedDelivered < LEADS) await sleep(500);
  await stopServer("SIGTERM");

  const db = storedCounts();
  const delivered = accepted.size;
  const duplicates =
    db.stored -
    db.distinctLeads +
    [...accepted.values()].reduce((sum, ids) => sum + ids.size - 1, 0);
  console.log(
    `leads         ${LEADS} over ${CONCURRENCY} clients; load took ${loadSeconds.toFixed(1)} s`,
  );
  console.log(`upstream      ${PHASES.map((p) => p.mode).join(" → ")}, two server lives each`);
  console.log(
    `server        killed ${kills.SIGKILL}× with SIGKILL, stopped ${kills.SIGTERM}× with SIGTERM (${kills.slowTermExits} past the deadline)`,
  );
  console.log(
    `sent          ${counts.requests} requests (${counts.refused} refused or cut off while down, ${counts.unavailable} 503, ${counts.other} other)`,
  );
  console.log(`answered      ${counts.answered}`);
  console.log(`stored        ${db.stored} rows (${db.distinctLeads} distinct leads)`);
  console.log(
    `delivered     ${delivered} leads upstream (${upstreamCounts.requests} upstream requests, ${upstreamCounts.resends} resends absorbed by Idempotency-Key); outbox: ${db.markedDelivered} delivered, ${db.parked} parked`,
  );
  console.log(`duplicates    ${duplicates}`);
  console.log(`total time    ${(elapsed() / 1000).toFixed(1)} s`);
  const ok =
    counts.answered === LEADS &&
    db.stored === LEADS &&
    delivered === LEADS &&
    db.markedDelivered === LEADS &&
    duplicates === 0 &&
    kills.slowTermExits === 0;
  exitCode = ok ? 0 : 1;
  console.log(ok ? "OK" : `FAILED\n--- last server log ---\n${serverLog}`);
} finally {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const response of hanging) response.destroy();
  upstream.closeAllConnections();
  upstream.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
}
process.exit(exitCode);
