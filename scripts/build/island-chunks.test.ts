import { describe, expect, it } from "vitest";
import { RUNTIME_CHUNK, islandChunkNames, type ModuleGraph } from "./island-chunks.ts";

/** A module graph from `id: [static imports] | {imports, lazy}` lines. */
function graphOf(edges: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleGraph {
  return {
    imports: (id) => edges[id]?.imports ?? [],
    lazyImports: (id) => edges[id]?.lazy ?? [],
  };
}

const graph = graphOf({
  entry: { imports: ["react", "early-input"], lazy: ["form", "card", "checker"] },
  react: { imports: ["scheduler"] },
  form: { imports: ["react", "hook-form", "button", "icon", "config"] },
  card: { imports: ["react", "status", "button", "icon"], lazy: ["qr"] },
  checker: { imports: ["react", "status", "icon"] },
  status: { imports: ["format"] },
  qr: { imports: ["qr-lib"] },
  route: { imports: ["button", "pricing"] },
  vitals: { imports: ["config"] },
});

const chunks = islandChunkNames(graph, "entry", (id) => id, ["vitals"]);

describe("islandChunkNames", () => {
  it("puts the entry's imports and what every island imports in the runtime", () => {
    for (const id of ["react", "scheduler", "early-input", "icon"])
      expect(chunks.get(id), id).toBe(RUNTIME_CHUNK);
    expect(chunks.has("entry")).toBe(false);
  });

  it("groups the rest by exactly which islands import it", () => {
    expect(chunks.get("form")).toBe("island-form");
    expect(chunks.get("hook-form")).toBe("island-form");
    expect(chunks.get("button")).toBe("island-card-form");
    expect(chunks.get("status")).toBe("island-card-checker");
    expect(chunks.get("format")).toBe("island-card-checker");
    expect(chunks.get("checker")).toBe("island-checker");
  });

  it("leaves lazy imports, another entry's modules and routes' own to the bundler", () => {
    for (const id of ["qr", "qr-lib", "config", "route", "pricing", "vitals"])
      expect(chunks.has(id), id).toBe(false);
  });
});
