/**
 * A real PostgreSQL for the tests: Debian's `postgresql` package, a cluster made with initdb in a
 * temporary folder and started with pg_ctl on a free port of 127.0.0.1, stopped and deleted afterwards.
 * initdb refuses to run as root, so as root every command runs as the `postgres` user (which the
 * package creates); anyone else runs them as themselves. Durability is switched off unless asked for:
 * these clusters are thrown away, and fsync would only slow the suite.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port.ts";

const DEBIAN_VERSIONS = "/usr/lib/postgresql";

/** The folder holding initdb and pg_ctl: on PATH, else Debian's newest `/usr/lib/postgresql/<n>/bin`. */
export function postgresBinDir() {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) {
      return dir;
    }
  }
  const versions = existsSync(DEBIAN_VERSIONS)
    ? readdirSync(DEBIAN_VERSIONS)
        .filter((name) => existsSync(path.join(DEBIAN_VERSIONS, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(DEBIAN_VERSIONS, versions[0], "bin");
  throw new Error(
    "PostgreSQL's initdb and pg_ctl were not found (PATH, /usr/lib/postgresql/*/bin): " +
      "install them with `sudo apt-get install -y postgresql` (.ci/run does).",
  );
}

/** Runs a PostgreSQL program as the `postgres` user when we are root, as ourselves otherwise. */
function runPostgresTool(binDir: string, tool: string, args: string[]) {
  const program = path.join(binDir, tool);
  const [command, commandArgs] =
    userInfo().uid === 0
      ? ["runuser", ["-u", "postgres", "--", program, ...args]]
      : [program, args];
  try {
    return execFileSync(command, commandArgs, { stdio: "pipe", encoding: "utf8" });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args[0] ?? ""} failed:\n${stderr ?? ""}${stdout ?? ""}`, {
      cause: error,
    });
  }
}

export type PostgresCluster = Awaited<ReturnType<typeof startPostgres>>;

/**
 * initdb + pg_ctl start: a cluster of its own, reachable as the superuser `postgres` without a password.
 * `durable` keeps PostgreSQL's own defaults (fsync, synchronous commit), for measurements.
 */
export async function startPostgres({ durable = false } = {}) {
  const binDir = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), "fabric-pg-"));
  if (userInfo().uid === 0) chownSync(dir, uidOf("postgres"), gidOf("postgres"));
  const dataDir = path.join(dir, "data");
  runPostgresTool(binDir, "initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "--encoding=UTF8",
    "--no-locale",
  ]);
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c max_connections=300",
    ...(durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
  ].join(" ");
  const cluster = {
    port,
    /** The address of one of its databases (`postgres` exists from the start). */
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      runPostgresTool(binDir, "pg_ctl", [
        "start",
        "-D",
        dataDir,
        "-l",
        path.join(dir, "server.log"),
        "-w",
        "-t",
        "60",
        "-o",
        serverOptions,
      ]),
    /** Stops the server, ending every connection (`fast`), or as after a crash (`immediate`). */
    stop: (mode: "fast" | "immediate" = "fast") =>
      runPostgresTool(binDir, "pg_ctl", ["stop", "-D", dataDir, "-m", mode, "-w", "-t", "60"]),
    /**
     * Freezes (SIGSTOP) or thaws (SIGCONT) the server and every backend: a database that accepts
     * connections and statements but never answers them.
     */
    signal(signal: "SIGSTOP" | "SIGCONT") {
      const postmaster = readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]!;
      const backends = execFileSync("pgrep", ["-P", postmaster], { encoding: "utf8" });
      for (const pid of [postmaster, ...backends.split("\n").filter(Boolean)]) {
        process.kill(Number(pid), signal);
      }
    },
    /** Stops the server for good and deletes the cluster. */
    destroy() {
      process.off("exit", cluster.destroy);
      try {
        cluster.stop("immediate");
      } catch {
        // Not running (any more): nothing to stop.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // A test run that ends abruptly still leaves no server behind.
  process.on("exit", cluster.destroy);
  cluster.start();
  return cluster;
}

function uidOf(user: string) {
  return Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
}

function gidOf(user: string) {
  return Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
}

let databases = 0;

/** A new, empty database in the cluster at `clusterUrl`; resolves to its address. */
export async function createDatabase(clusterUrl: string) {
  const name = `leads_${process.pid}_${++databases}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
