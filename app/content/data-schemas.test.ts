import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assuranceSchema, DATA_DIR, dataFiles, parseDataFile, plansSchema } from "./data-schemas";
import { leaders } from "./leaders";
import { pages } from "./pages";
import { partners } from "./partners";
import { assurance } from "./security";

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

  it("refuses a planned audit without a quarter and status it can state, or a link off the site", () => {
    const data = read("assurance") as { inPlace: unknown[]; planned: Record<string, unknown>[] };
    const audit = data.planned[0];
    const broken = {
      inPlace: [
        { title: "Pen test", text: "Done.", link: { label: "Report", href: "https://x.io" } },
      ],
      planned: [
        { ...audit, quarter: "Q1 2027" },
        { ...audit, quarter: "2027-Q5" },
        { ...audit, status: "Certified" },
        { ...audit, text: "x".repeat(301) },
      ],
    };
    const message = (() => {
      try {
        parseDataFile("assurance", assuranceSchema, broken);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/inPlace\.0\.link\.href: a path of the site/);
    expect(message).toMatch(/planned\.0\.quarter: a year and quarter, such as 2027-Q1/);
    expect(message).toMatch(/planned\.1\.quarter: a year and quarter/);
    expect(message).toMatch(/planned\.2\.status: Invalid option/);
    expect(message).toMatch(/planned\.3\.text: Too big/);
    expect(() =>
      parseDataFile("assurance", assuranceSchema, { ...data, planned: [] }),
    ).not.toThrow();
  });

  it("every practice in place links to a page of the site", () => {
    const paths = new Set(Object.values(pages).map((page) => page.path));
    for (const { link } of assurance.inPlace) {
      if (link) expect(paths, link.href).toContain(link.href.split("#")[0]);
    }
  });
});
