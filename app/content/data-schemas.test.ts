import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATA_DIR, dataFiles, parseDataFile, plansSchema } from "./data-schemas";
import { leaders } from "./leaders";
import { partners } from "./partners";

const read = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(DATA_DIR, `${name}.json`), "utf8"));

describe("launch data files", () => {
  it.each(dataFiles.map((file) => [file.name, file] as const))("%s.json parses", (_, file) => {
    expect(() => parseDataFile(file.name, file.schema, read(file.name))).not.toThrow();
  });

  it("names the file, the field and what is wrong", () => {
    const broken = read("plans") as { plans: Record<string, unknown>[] };
    broken.plans[1] = { ...broken.plans[1], price: 99, extra: true };
    expect(() => parseDataFile("plans", plansSchema, broken)).toThrow(
      /app\/content\/data\/plans\.json is not valid:\n {2}plans\.1\.price: Invalid input: expected string, received number\n {2}plans\.1: Unrecognized key: "extra"/,
    );
  });

  it("refuses two leaders with one id", () => {
    const file = dataFiles.find((entry) => entry.name === "leaders")!;
    const data = read("leaders") as { leaders: unknown[] };
    expect(() =>
      parseDataFile("leaders", file.schema, { leaders: [data.leaders[0], data.leaders[0]] }),
    ).toThrow(/leaders: two leaders share an id/);
  });

  it("every leader's portraits are files of the site", () => {
    for (const leader of leaders) {
      expect(existsSync(path.join("public", leader.image)), leader.image).toBe(true);
      expect(existsSync(path.join("public", leader.originalImage)), leader.originalImage).toBe(
        true,
      );
    }
  });

  it("every partner's logo is a file of the site", () => {
    for (const { logo } of partners) expect(existsSync(path.join("public", logo)), logo).toBe(true);
  });
});
