import pg from "pg";
import {
  type SqlClient,
  type SqlQueries,
  type SqlValue,
  StorageUnavailableError,
  withDeadline,
} from "./sql.ts";

export type PostgresOptions = {
  poolSize: number;
  /** Getting a connection (a new one, or a free one from the pool) must take no longer. */
  connectTimeoutMs: number;
  /** One statement or transaction must take no longer, from the first statement to the commit. */
  statementTimeoutMs: number;
  /** Where an idle connection's error (the server restarting, say) is reported. */
  onIdleError?: (error: Error) => void;
};

/**
 * Safe for a small site behind a load balancer: a lead is one short transaction, so ten connections an
 * instance keep up with more than intake sees (docs/lead-pipeline.md has measurements), and a database
 * that does not answer within two seconds gets the form a 503 and a retry instead of a spinner.
 */
export const POSTGRES_DEFAULTS = {
  poolSize: 10,
  connectTimeoutMs: 2000,
  statementTimeoutMs: 2000,
} as const satisfies Omit<PostgresOptions, "onIdleError">;

/**
 * SQLSTATE classes that say "not now" rather than "wrong": connection exceptions (08), transaction
 * rollbacks such as a serialization failure (40), insufficient resources such as a full disk (53),
 * operator intervention such as a statement timeout or a shutdown (57), system errors (58), and a lock
 * not available or an idle transaction timed out (55P03, 25P03).
 */
const UNAVAILABLE_STATE = /^(08|40|53|57|58)|^55P03$|^25P03$/;

function classified(error: unknown) {
  if (error instanceof StorageUnavailableError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") {
    // A SQLSTATE from the server, or a socket error (ECONNREFUSED, ECONNRESET, ...) from Node.
    if (/^[0-9A-Z]{5}$/.test(code) ? UNAVAILABLE_STATE.test(code) : code.startsWith("E")) {
      return new StorageUnavailableError(code, { cause: error });
    }
    return error;
  }
  // pg's own words for a connection it lost or could not get in time.
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|timeout exceeded|connection timeout|Client has encountered a connection error/i.test(
    message,
  )
    ? new StorageUnavailableError("connection", { cause: error })
    : error;
}

/** `?` parameters, as SQLite takes them, become PostgreSQL's `$1, $2, …`. The store's SQL has no `?` in literals. */
export function numberedParameters(sql: string) {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/**
 * Integers come back as numbers: COUNT(*), ids and millisecond times are BIGINT, which pg returns as
 * strings by default; every value the store keeps is far below 2^53.
 */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * PostgreSQL through a pg pool. Every call is bounded: `connectTimeoutMs` to get a connection, then
 * `statementTimeoutMs` for the work (the server cancels a statement past it too). A connection whose
 * work ran out of time is closed rather than reused, and anything that says the database cannot answer
 * now is thrown as StorageUnavailableError.
 */
export function openPostgres(url: string, options: PostgresOptions): SqlClient {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    // A transaction left open by a lost client must not hold its locks for long.
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 5,
    application_name: "fabric-site",
    types,
  });
  // Idle connections are dropped when the server restarts; without a listener that error would end the
  // process. The pool replaces them on the next request.
  pool.on("error", (error) => options.onIdleError?.(error));

  function queriesOf(client: pg.PoolClient): SqlQueries {
    const query = async (sql: string, params: readonly SqlValue[]) =>
      client.query(numberedParameters(sql), params as SqlValue[]);
    return {
      all: async (sql, params = []) => (await query(sql, params)).rows,
      get: async (sql, params = []) => (await query(sql, params)).rows[0],
      run: async (sql, params = []) => (await query(sql, params)).rowCount ?? 0,
    };
  }

  /** Runs `work` on one connection within the deadline; a failed or late connection is closed. */
  async function withConnection<T>(work: (queries: SqlQueries) => Promise<T>) {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw classified(error);
    }
    // A connection lost while checked out (the server restarting mid-transaction) is reported as an
    // 'error' event besides the failed query; unheard, it would end the process.
    let lost: Error | undefined;
    const onLost = (error: Error) => (lost = error);
    client.on("error", onLost);
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.off("error", onLost);
      client.release(error ?? lost);
    };
    try {
      const result = await withDeadline(work(queriesOf(client)), options.statementTimeoutMs, () =>
        release(new Error("deadline passed")),
      );
      release();
      return result;
    } catch (error) {
      // A connection that failed or ran late is closed; after a plain SQL error it is still good.
      const failure = classified(error);
      release(failure instanceof StorageUnavailableError ? failure : undefined);
      throw failure;
    }
  }

  return {
    dialect: "postgresql",
    all: (sql, params) => withConnection((queries) => queries.all(sql, params)),
    get: (sql, params) => withConnection((queries) => queries.get(sql, params)),
    run: (sql, params) => withConnection((queries) => queries.run(sql, params)),
    transaction: (work) =>
      withConnection(async (queries) => {
        await queries.run("BEGIN");
        try {
          const result = await work(queries);
          await queries.run("COMMIT");
          return result;
        } catch (error) {
          await queries.run("ROLLBACK").catch(() => undefined);
          throw error;
        }
      }),
    close: () => pool.end(),
  };
}
