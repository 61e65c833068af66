import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as schemas from "../../app/content/data-schemas.ts";
import { parsedDataModule } from "./content-data-plugin.ts";

/** The browser's copy of the module, run as a module. */
async function browserModule(read?: (file: string) => string) {
  const code = parsedDataModule(read);
  return {
    code,
    module: (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`
    )) as Record<string, unknown> & { parseDataFile: (name: string) => unknown },
  };
}

describe("the data files in the browser", () => {
  it("are each file as its schema parsed it, and nothing of zod or the schemas", async () => {
    const { code, module } = await browserModule();
    for (const { name, schema } of schemas.dataFiles) {
      const data = JSON.parse(readFileSync(`${schemas.DATA_DIR}/${name}.json`, "utf8"));
      expect(module.parseDataFile(name)).toEqual(schemas.parseDataFile(name, schema, data));
    }
    expect(module.PLAN_KEYS).toEqual(schemas.PLAN_KEYS);
    expect(module.SOCIAL_NETWORKS).toEqual(schemas.SOCIAL_NETWORKS);
    expect(module.siteSchema).toBeUndefined();
    expect(module.dataFiles).toBeUndefined();
    expect(code).not.toMatch(/zod|safeParse/);
  });

  it("stop the build on a file its schema refuses, as the server's do", async () => {
    const real = (file: string) => readFileSync(file, "utf8");
    const broken = (file: string) =>
      file.endsWith("plans.json") ? JSON.stringify({ plans: [] }) : real(file);
    await expect(browserModule(broken)).rejects.toThrow(/plans\.json is not valid/);
  });
});
