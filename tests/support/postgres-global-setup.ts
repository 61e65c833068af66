/**
 * Vitest's global setup: one PostgreSQL cluster for the whole run, started before the first test file
 * and stopped after the last. Test files make a database of their own in it (`testDatabase`).
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared cluster's `postgres` database, from which test databases are made. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  project.provide("postgresUrl", cluster.url());
  return () => cluster.destroy();
}
