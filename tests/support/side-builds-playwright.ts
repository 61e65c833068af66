/**
 * Starts, as the end-to-end run begins, the side build its tests read (side-builds.ts), in a
 * process of its own, so it is built beside the first tests: a test that needs it waits only for
 * what is left of it, instead of every worker waiting for a whole build. A reporter, as only a
 * reporter is told which tests the run holds before they start; a run without those tests builds
 * nothing. A build still going when the run ends is stopped with its lock.
 */
import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter";
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { SIDE_BUILD, SIDE_BUILD_LOCK, isFresh } from "./side-builds.ts";

export default class SideBuilds implements Reporter {
  private builder: ChildProcess | undefined;

  onBegin(_config: FullConfig, suite: Suite) {
    const specs = new Set(suite.allTests().map((test) => path.basename(test.location.file)));
    if (!SIDE_BUILD.specs.some((spec) => specs.has(spec)) || isFresh()) return;
    this.builder = spawn(
      path.join("node_modules", ".bin", "tsx"),
      [path.join("tests", "support", "side-builds.ts")],
      // Its own process group, so the build it starts ends with it.
      { stdio: "ignore", detached: true },
    );
  }

  async onEnd() {
    const builder = this.builder;
    if (!builder?.pid || builder.exitCode !== null) return;
    const exited = new Promise((resolve) => builder.once("exit", resolve));
    process.kill(-builder.pid, "SIGTERM");
    await exited;
    rmSync(SIDE_BUILD_LOCK, { recursive: true, force: true });
  }

  printsToStdio() {
    return false;
  }
}
