import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useCases } from "~/content/use-cases";
import { agentCall, flowSteps, flowUseCases, flowsHero } from "./flows";
import { sourceComparison, sourceHero, sourceSteps } from "./source";
import { trustHero, trustOversight, trustSteps } from "./trust";
import type { Screenshot } from "~/content/types";
import { SCREEN_HEIGHT, SCREEN_WIDTH } from "./types";

const screenshots: Screenshot[] = [
  flowsHero.image,
  agentCall.image,
  sourceHero.image,
  sourceSteps.image,
  trustHero.image,
  trustOversight.image,
  ...useCases.map((useCase) => useCase.image),
];

/** Width and height from a WebP header (extended VP8X, lossy VP8 or lossless VP8L). */
function webpSize(bytes: Buffer) {
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8X") {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === "VP8 ") {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`unexpected WebP chunk ${chunk}`);
}

describe("product content", () => {
  it("Flows has the spec's tagline, four steps and four use cases", () => {
    expect(flowsHero.tagline).toBe("The simplest way to bring real humans into your AI workflows.");
    expect(flowSteps.steps).toHaveLength(4);
    expect(flowUseCases.features.map((card) => [card.title, card.link?.href])).toEqual([
      ["Verification", "/use-cases/validation"],
      ["Escalation", "/use-cases/escalation"],
      ["Consultation", "/use-cases/consultation"],
      ["Simulation", "/request-demo"],
    ]);
  });

  it("Source's comparison makes the spec's two claims: 200+ providers, biometrically verified", () => {
    const source = sourceComparison.rows.map((row) => row.values[0]).join(" ");
    expect(source).toContain("200+ workforce providers");
    expect(source).toMatch(/biometric/i);
  });

  it("Source and Trust each explain themselves in four steps", () => {
    expect(sourceSteps.steps).toHaveLength(4);
    expect(trustSteps.steps).toHaveLength(4);
  });

  it("the agent's tool call is valid JSON-RPC 2.0 for MCP tools/call, and so is its result", () => {
    const request = JSON.parse(agentCall.request);
    expect(request).toMatchObject({ jsonrpc: "2.0", method: "tools/call" });
    expect(typeof request.params.name).toBe("string");
    expect(typeof request.params.arguments).toBe("object");
    const result = JSON.parse(agentCall.result);
    expect(result).toMatchObject({ jsonrpc: "2.0", id: request.id, result: { isError: false } });
    expect(result.result.content[0].type).toBe("text");
  });

  it.each(screenshots)("$src is committed at its declared size", (screenshot) => {
    const file = `public${screenshot.src}`;
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    expect(webpSize(bytes)).toEqual({ width: SCREEN_WIDTH, height: SCREEN_HEIGHT });
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(screenshot.alt.length).toBeGreaterThan(40);
  });

  it("each screen is used once", () => {
    expect(new Set(screenshots.map((s) => s.src)).size).toBe(screenshots.length);
  });
});
