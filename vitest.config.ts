import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/vite/inline-script-plugin.ts";
import { SlowestVitestTests } from "./tests/support/slowest-tests.ts";

/** The unit tests: beside the code they test. */
const UNIT_FOLDERS = ["app", "server", "scripts"];
const unitTests = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file)),
);
/**
 * Those that ask for a document (`@vitest-environment happy-dom`): each has one of its own, as a
 * page has, so what one file's scripts left on it (nodes, listeners, storage) never meets another.
 * The others share their worker's modules: each file importing its own copy of what every file
 * imports (React, zod, Fastify) cost the run 172 s of CPU time, against 106 s shared.
 */
const documentTests = unitTests.filter((file) =>
  readFileSync(file, "utf8").includes("@vitest-environment happy-dom"),
);

export default defineConfig({
  plugins: [inlineScripts()],
  resolve: { tsconfigPaths: true },
  test: {
    reporters: ["default", new SlowestVitestTests()],
    // A ceiling, not a wait: at a load average of 40 on two cores, a test reading every built page
    // and a property test of 500 cases each took over Vitest's default 5 s.
    testTimeout: 30_000,
    // The same for hooks: with one core kept busy and the unit tests yielding to the end-to-end
    // ones (scripts/test/test.ts), stopping a PostgreSQL cluster after its tests took over the default 10 s.
    hookTimeout: 60_000,
    // A poll waits for a state; on a busy machine a server process may take seconds to reach it.
    expect: { poll: { timeout: 15_000 } },
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          // Beside the code they test, and fast: no build needed (npm run test:unit runs both).
          name: "unit",
          include: unitTests,
          exclude: documentTests,
          // Mocks, stubs and environment variables are restored after each test (above).
          isolate: false,
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          // One PostgreSQL cluster for the run; each test makes its own database in it.
          globalSetup: ["./tests/support/postgres-global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "unit-document",
          include: documentTests,
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The built site, read without a browser after npm run build (npm run test:built).
          name: "built",
          include: ["tests/built/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
