/**
 * The lead store's two engines, for tests that run once on each: a SQLite file in a temporary folder,
 * and a new database in the run's PostgreSQL cluster (tests/support/postgres-global-setup.ts).
 */
import { inject } from "vitest";
import { openPostgres, POSTGRES_DEFAULTS } from "../../server/waitlist/postgres-client.ts";
import { openSqlite } from "../../server/waitlist/sqlite-client.ts";
import type { DatabaseTarget } from "../../server/waitlist/store.ts";
import { createDatabase } from "./postgres.ts";
import { tempDatabase } from "./waitlist.ts";

export const databaseKinds = ["sqlite", "postgresql"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/** A new, empty lead database of the given engine. */
export async function testDatabase(kind: DatabaseKind): Promise<DatabaseTarget> {
  if (kind === "sqlite") return { kind, path: tempDatabase() };
  return { kind, url: await createDatabase(inject("postgresUrl")) };
}

/** A client of its own on a test database, to set up what the code under test would take long to. */
export function openTestClient(target: DatabaseTarget) {
  return target.kind === "sqlite"
    ? openSqlite(target.path, { busyTimeoutMs: 5000 })
    : openPostgres(target.url, { ...POSTGRES_DEFAULTS, statementTimeoutMs: 60_000 });
}
