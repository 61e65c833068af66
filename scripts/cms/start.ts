/**
 * `npm run cms`: the editor on the dev server, with the editorial workflow on this repository.
 * Writes `/admin` into `public/admin/` pointed at Decap's local proxy (decap-server in its git mode:
 * each post saved is a commit on a branch of its own, `cms/posts/<slug>`, merged into the checked
 * out branch when it is published), then runs both until either stops or the terminal interrupts.
 * Ports: PORT (dev server, 5173), CMS_PROXY_PORT (proxy, 8081).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { readConfig } from "../../app/lib/config.ts";
import { positiveInt } from "../../server/config.ts";
import { cmsOptionsFrom, writeAdmin } from "./admin.ts";

const devPort = positiveInt(process.env.PORT, 5173, "PORT");
const proxyPort = positiveInt(process.env.CMS_PROXY_PORT, 8081, "CMS_PROXY_PORT");

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
// The proxy commits a save with `git add .` after checking out the entry's branch: anything not
// committed would go into the post's branch with it.
if (git("status", "--porcelain")) {
  console.error("cms: the working tree has changes; commit or stash them before editing");
  process.exit(1);
}

await writeAdmin(path.join("public", "admin"), {
  ...cmsOptionsFrom(process.env, readConfig(process.env).siteUrl),
  // Published posts are merged into the branch checked out here.
  branch: git("rev-parse", "--abbrev-ref", "HEAD"),
  localBackendUrl: `http://127.0.0.1:${proxyPort}/api/v1`,
});

const bin = (name: string) => path.join("node_modules", ".bin", name);
const children: ChildProcess[] = [
  spawn(bin("decap-server"), [], {
    stdio: "inherit",
    // Only this machine's pages may call it; it commits to the repository it runs in.
    env: { ...process.env, PORT: String(proxyPort), BIND_HOST: "127.0.0.1", MODE: "git" },
  }),
  spawn(bin("react-router"), ["dev", "--port", String(devPort), "--strictPort"], {
    stdio: "inherit",
  }),
];
console.log(`cms: the editor is at http://localhost:${devPort}/admin`);

function stop(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
