import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestBuild } from "../../tests/support/test-build.ts";
import {
  FIRST_WINDOW_BYTES,
  NOT_FOUND_ROUTE,
  OVER_WINDOW_CEILINGS,
  type BuildKind,
  builtRoutes,
  firstResponseLimit,
  measureFirstResponses,
  pageParts,
  routeFile,
} from "./first-response.ts";

describe("first response", () => {
  it("names where a page's bytes go, largest first", () => {
    const noise = randomBytes(3000).toString("base64");
    const parts = pageParts(
      `<html><head><style>${noise}</style><script>let a=1</script></head>` +
        `<body><p class="mx-auto">Text</p><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></body></html>`,
    );
    expect(parts[0]!.part).toBe("inline <style>");
    expect(parts.map(({ part }) => part).sort()).toEqual([
      "class attributes",
      "inline <style>",
      "inline <svg>",
      "inline scripts",
      "the rest of the markup",
    ]);
    const sizes = parts.map(({ bytes }) => bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(parts[0]!.bytes).toBeGreaterThan(3000);
  });

  it("knows the file each route is", () => {
    expect(routeFile("c", "/")).toBe(path.join("c", "index.html"));
    expect(routeFile("c", "/verify/demo")).toBe(path.join("c", "verify", "demo", "index.html"));
    expect(routeFile("c", NOT_FOUND_ROUTE)).toBe(path.join("c", "404.html"));
  });

  it("holds every page to the window but those listed over it, and those to their ceilings", () => {
    for (const [kind, ceilings] of Object.entries(OVER_WINDOW_CEILINGS) as [
      BuildKind,
      ReadonlyMap<string, number>,
    ][]) {
      expect(firstResponseLimit("/a-page-added-tomorrow", kind)).toBe(FIRST_WINDOW_BYTES);
      // A name every object has is no route with a ceiling.
      expect(firstResponseLimit("/constructor", kind)).toBe(FIRST_WINDOW_BYTES);
      expect(firstResponseLimit("constructor", kind)).toBe(FIRST_WINDOW_BYTES);
      for (const [route, ceiling] of ceilings) {
        expect(ceiling, route).toBeGreaterThan(FIRST_WINDOW_BYTES);
        expect(firstResponseLimit(route, kind)).toBe(ceiling);
      }
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
