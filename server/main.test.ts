import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestBuild } from "./test-build.ts";

async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

describe("server process", () => {
  it("listens on PORT and HOST and shuts down cleanly on SIGTERM", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/main.ts")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: createTestBuild(),
        DATABASE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "fabric-main-")), "leads.sqlite"),
        LOG_REQUESTS: "false",
      },
      stdio: "pipe",
    });
    let up = false;
    for (let attempt = 0; attempt < 100 && !up; attempt++) {
      up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(up).toBe(true);
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
  }, 20_000);
});
