import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import * as schemas from "../../app/content/data-schemas.ts";

/** The module the content modules parse their data files with. */
const SCHEMAS_MODULE = path.resolve("app/content/data-schemas.ts");

const dataFile = (name: string) => path.join(schemas.DATA_DIR, `${name}.json`);

/** A value the browser's copy of the module can carry as written: a name or a list of names. */
const isPlain = (value: unknown) =>
  typeof value === "string" ||
  (Array.isArray(value) && value.every((item) => typeof item === "string"));

/**
 * The browser's `data-schemas.ts`: each data file as its schema parsed it, and no schema. The
 * content modules call `parseDataFile(name, schema, data)` as on the server, and get the parsed
 * file; every other export is its plain value, or absent.
 */
export function parsedDataModule(
  read: (file: string) => string = (file) => readFileSync(file, "utf8"),
) {
  const parsed = Object.fromEntries(
    schemas.dataFiles.map(({ name, schema }) => [
      name,
      schemas.parseDataFile(name, schema, JSON.parse(read(dataFile(name)))),
    ]),
  );
  const exports = Object.entries(schemas)
    .filter(([name]) => name !== "parseDataFile")
    .map(
      ([name, value]) =>
        `export const ${name} = ${isPlain(value) ? JSON.stringify(value) : "undefined"};`,
    );
  return [
    `const parsed = ${JSON.stringify(parsed)};`,
    "export function parseDataFile(name) { return parsed[name]; }",
    ...exports,
  ].join("\n");
}

/**
 * The data files' schemas stay out of the browser. The prerender imports the real module, so a file
 * its schema refuses stops the build; the browser's modules import `parsedDataModule` instead, the
 * files as the build parsed them. zod and the schemas were about 15 KB brotli of what the demo
 * form's islands fetch.
 */
export function parsedContentData(): Plugin {
  return {
    name: "parsed-content-data",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id.split("?")[0] !== SCHEMAS_MODULE) return null;
      for (const { name } of schemas.dataFiles) this.addWatchFile(path.resolve(dataFile(name)));
      return parsedDataModule();
    },
  };
}
