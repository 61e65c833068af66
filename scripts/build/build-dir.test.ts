import path from "node:path";
import { describe, expect, it } from "vitest";
import { routerBuildDir } from "./build-dir.ts";

const project = path.resolve("/srv/site");

describe("the folder React Router builds in", () => {
  it("is BUILD_DIR itself inside the project", () => {
    expect(routerBuildDir("/srv/site/build-ga", project)).toBe("/srv/site/build-ga");
    expect(routerBuildDir("/srv/site/out/ga", project)).toBe("/srv/site/out/ga");
  });

  it("is a folder of the project's cache for BUILD_DIR outside it, one for each BUILD_DIR", () => {
    const outside = routerBuildDir("/tmp/x", project);
    expect(outside.startsWith("/srv/site/node_modules/.cache/")).toBe(true);
    expect(routerBuildDir("/srv/site-ga", project)).not.toBe(outside);
    expect(routerBuildDir("/srv/site-ga", project).startsWith("/srv/site/node_modules/")).toBe(
      true,
    );
    expect(routerBuildDir("/srv/site", project)).not.toBe("/srv/site");
  });
});
