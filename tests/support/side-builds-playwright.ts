/**
 * Starts, as the end-to-end run begins, the side builds its tests need (side-builds.ts), one after
 * the other in a process of their own, so they are built beside the first tests: a test that needs
 * one waits only for what is left of it, instead of every worker waiting for a whole build. A
 * reporter, as only a reporter is told which tests the run holds before they start; a run without
 * those tests builds nothing. A build still going when the run ends is stopped with its lock.
 */
import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter";
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { SIDE_BUILDS, isFresh, lockOf, type SideBuildName } from "./side-builds.ts";

export default class SideBuilds implements Reporter {
  private builder: ChildProcess | undefined;
  private names: SideBuildName[] = [];

  onBegin(_config: FullConfig, suite: Suite) {
    const specs = new Set(suite.allTests().map((test) => path.basename(test.location.file)));
    this.names = (Object.keys(SIDE_BUILDS) as SideBuildName[]).filter(
      (name) => SIDE_BUILDS[name].specs.some((spec) => specs.has(spec)) && !isFresh(name),
    );
    if (this.names.length === 0) return;
    this.builder = spawn(
      path.join("node_modules", ".bin", "tsx"),
      [path.join("tests", "support", "side-builds.ts"), ...this.names],
      // Its own process group, so the builds it starts end with it.
      { stdio: "ignore", detached: true },
    );
  }

  async onEnd() {
    const builder = this.builder;
    if (!builder?.pid || builder.exitCode !== null) return;
    const exited = new Promise((resolve) => builder.once("exit", resolve));
    process.kill(-builder.pid, "SIGTERM");
    await exited;
    for (const name of this.names) rmSync(lockOf(name), { recursive: true, force: true });
  }

  printsToStdio() {
    return false;
  }
}
