import { configDefaults, defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/inline-script-plugin.ts";

export default defineConfig({
  plugins: [inlineScripts()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    // Tests of the built site (`*.build.test.ts`) run after the build: `npm run test:build`.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_BUILT === "1" ? [] : ["**/*.build.test.ts"]),
    ],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // One PostgreSQL cluster for the run; each test makes its own database in it.
    globalSetup: ["./tests/support/postgres-global-setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
