import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port.ts";

/**
 * Resolves once `url` answers 2xx; throws after 60 s (tsx compiles the server first, which on a
 * machine shared with other builds took over 15 s).
 */
export async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Our server on a build (`BUILD_DIR`), on a free port, with an empty lead database of its own. */
export async function startServer(buildDir?: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      DATABASE_PATH: path.join(
        mkdtempSync(path.join(tmpdir(), "fabric-bench-db-")),
        "leads.sqlite",
      ),
    },
    stdio: "inherit",
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/healthz`);
  return { process: child, url };
}
