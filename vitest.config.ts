import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/vite/inline-script-plugin.ts";
import { SlowestVitestTests } from "./tests/support/slowest-tests.ts";

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
          // Beside the code they test, and fast: no build needed (npm run test:unit).
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          // One PostgreSQL cluster for the run; each test makes its own database in it.
          globalSetup: ["./tests/support/postgres-global-setup.ts"],
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
