import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestBuild } from "../tests/support/test-build.ts";
import {
  FIRST_WINDOW_BYTES,
  NOT_FOUND_ROUTE,
  OVER_WINDOW_CEILINGS,
  builtRoutes,
  firstResponseLimit,
  measureFirstResponses,
} from "./first-response.ts";

describe("first response", () => {
  it("holds every page to the window but those listed over it, and those to their ceilings", () => {
    expect(firstResponseLimit("/a-page-added-tomorrow")).toBe(FIRST_WINDOW_BYTES);
    for (const [route, ceiling] of Object.entries(OVER_WINDOW_CEILINGS)) {
      expect(ceiling, route).toBeGreaterThan(FIRST_WINDOW_BYTES);
      expect(firstResponseLimit(route)).toBe(ceiling);
    }
  });

  it("finds every page of the build, the 404 page as an unknown path", () => {
    const buildDir = createTestBuild();
    expect(builtRoutes(path.join(buildDir, "client"))).toEqual([
      "/",
      NOT_FOUND_ROUTE,
      "/about",
      "/ldc",
    ]);
  });

  it("counts the headers and the compressed body as sent, and sees a page over the window", async () => {
    const buildDir = createTestBuild();
    // Random bytes do not compress: this page alone is over the window.
    const heavy = randomBytes(FIRST_WINDOW_BYTES).toString("base64");
    writeFileSync(path.join(buildDir, "client", "about", "index.html"), `<p>${heavy}</p>`);
    const responses = await measureFirstResponses(buildDir);
    const byRoute = Object.fromEntries(responses.map((response) => [response.route, response]));
    expect(byRoute["/"]!.bodyBytes).toBe("<h1>Home</h1>".length);
    expect(byRoute["/"]!.headerBytes).toBeGreaterThan(400);
    expect(byRoute["/"]!.total).toBe(byRoute["/"]!.headerBytes + byRoute["/"]!.bodyBytes);
    expect(byRoute["/ldc"]!.bodyBytes).toBe("<h1>At a glance</h1>".length);
    expect(byRoute["/about"]!.total).toBeGreaterThan(FIRST_WINDOW_BYTES);
    expect(responses.filter((response) => response.total > FIRST_WINDOW_BYTES)).toHaveLength(1);
  });
});
