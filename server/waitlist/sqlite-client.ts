import { DatabaseSync, type StatementSyncInstance } from "@photostructure/sqlite";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type SqlClient, type SqlQueries, type SqlValue, StorageUnavailableError } from "./sql.ts";

/** SQLite could not get its lock in time, or the disk refused the write: worth retrying later. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN)/;

function classified(error: unknown) {
  const code = (error as { sqliteCodeName?: unknown } | null)?.sqliteCodeName;
  return typeof code === "string" && UNAVAILABLE.test(code)
    ? new StorageUnavailableError(code, { cause: error })
    : error;
}

/** The last statement or transaction queued on each open file (by absolute path). */
const turns = new Map<string, Promise<void>>();

export type SqliteOptions = { readonly?: boolean; busyTimeoutMs: number };

/**
 * SQLite through Node's `node:sqlite` API (its package for Node 20, with prebuilt binaries): WAL with synchronous=FULL, so a lead that was answered 201 survives a
 * crash or power cut. Statements run synchronously, waiting at most `busyTimeoutMs` for another
 * process's lock (on the event loop, so the server keeps that short). A transaction holds every other
 * statement on its file in this process until it ends: its awaits would otherwise let them in, and a
 * second connection's lock wait would block the event loop the first needs to finish.
 */
export function openSqlite(file: string, { readonly = false, busyTimeoutMs }: SqliteOptions) {
  if (!readonly) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Read-only, a missing file is an error (SQLITE_CANTOPEN), not an empty database.
  const db = new DatabaseSync(file, { readOnly: readonly, timeout: busyTimeoutMs });
  if (!readonly) {
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON");
    // A deleted lead is overwritten with zeros, not left readable in the file's free pages.
    db.exec("PRAGMA secure_delete = ON");
  }

  const statements = new Map<string, StatementSyncInstance>();
  function prepared(sql: string) {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  }

  const queries: SqlQueries = {
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      attempt(() => prepared(sql).all(...params) as Row[]),
    get: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      attempt(() => prepared(sql).get(...params) as Row | undefined),
    run: async (sql: string, params: readonly SqlValue[] = []) =>
      attempt(() => Number(prepared(sql).run(...params).changes)),
  };

  const key = path.resolve(file);
  /** Runs `work` after every transaction on this file begun before it, in this process, has ended. */
  function exclusive<T>(work: () => Promise<T>) {
    const result = (turns.get(key) ?? Promise.resolve()).then(work);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    turns.set(key, settled);
    void settled.then(() => {
      if (turns.get(key) === settled) turns.delete(key);
    });
    return result;
  }

  const client: SqlClient = {
    dialect: "sqlite",
    all: (sql, params) => exclusive(() => queries.all(sql, params)),
    get: (sql, params) => exclusive(() => queries.get(sql, params)),
    run: (sql, params) => exclusive(() => queries.run(sql, params)),
    transaction: (work) =>
      exclusive(async () => {
        attempt(() => db.exec("BEGIN IMMEDIATE"));
        try {
          const result = await work(queries);
          attempt(() => db.exec("COMMIT"));
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec("ROLLBACK");
          throw error;
        }
      }),
    close: () =>
      exclusive(async () => {
        db.close();
      }),
  };
  return client;
}

function attempt<T>(statement: () => T) {
  try {
    return statement();
  } catch (error) {
    throw classified(error);
  }
}
