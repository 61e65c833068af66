/**
 * The lead store's two engines, for tests that run once on each: a SQLite file in a temporary folder,
 * and a new database in the run's PostgreSQL cluster (tests/support/postgres-global-setup.ts).
 */
import { inject } from "vitest";
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
