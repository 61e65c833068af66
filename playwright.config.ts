import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HEADLESS_ARGS, headlessChromiumPath } from "./scripts/build/chromium.ts";
import { freePort } from "./tests/support/free-port.ts";

// One free port and one empty database per run; the config is evaluated again in every worker,
// so the first evaluation hands its choice down through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATABASE_PATH ??= path.join(
  mkdtempSync(path.join(tmpdir(), "fabric-e2e-")),
  "leads.sqlite",
);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A worker a core, the same for CI (2 cores) and anyone running npm test.
  workers: "100%",
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ["list"],
    ["./tests/support/slowest-tests-playwright.ts"],
    // Not a report: it starts the builds some specs read as the run begins (side-builds.ts).
    ["./tests/support/side-builds-playwright.ts"],
  ],
  timeout: 30_000,
  // A ceiling on waiting for a state, not a wait: on a busy machine a page takes longer to reach one.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: headlessChromiumPath() ?? undefined, args: HEADLESS_ARGS },
    // A failed test keeps its trace (each action and its timing, the console and the network) and
    // its screenshot. Not the screencast nor the DOM at every action: recording them through every
    // test cost a third of the end-to-end run's time (home and shell specs, 61 s against 40 s;
    // the layout pass of pages.spec.ts, 71 s against 63 s). `npx playwright test --trace on`
    // records everything for a test being investigated.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "tsx server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A ceiling for a loaded machine, where tsx compiles the server on a core it shares.
    timeout: 120_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      LOG_REQUESTS: "false",
      RATE_LIMIT_PER_MINUTE: "1000",
      VITALS_RATE_LIMIT_PER_MINUTE: "1000",
    },
  },
});
