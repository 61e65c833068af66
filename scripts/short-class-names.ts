/**
 * The build step of `class-names.ts`: one map for the build, applied to every page and to the
 * modules the pages' islands load. A module it rewrites gets a new name, and so does every module
 * that names one renamed (`renamedAsset`), each written anew and the old file removed.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  mapDigest,
  planClassNames,
  renamedAsset,
  renamePageClasses,
  renameScriptClasses,
  type ClassNameMap,
} from "./class-names.ts";
import { pageStylesheet, withInlineStylesheet, type PageStylesheetSource } from "./page-css.ts";

type Options = {
  clientDir: string;
  /** Every page of the build, finished but for its class names. */
  pageFiles: string[];
  /** What the pages' islands can load (`/assets/…`, as the islands manifest lists them). */
  islandFiles: string[];
  /** What each page's stylesheet was cut from, to cut it again with the short names. */
  stylesheets: ReadonlyMap<string, PageStylesheetSource>;
  /** The site's whole stylesheet, as the bundler built it. */
  stylesheet: string;
};

/** Renames the build's classes in place; returns the map. */
export function withShortClassNames({
  clientDir,
  pageFiles,
  islandFiles,
  stylesheets,
  stylesheet,
}: Options): ClassNameMap {
  const assetsDir = path.join(clientDir, "assets");
  const read = (file: string) => readFileSync(file, "utf8");
  const modules = new Map(
    readdirSync(assetsDir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => [name, read(path.join(assetsDir, name))]),
  );
  const islandNames = [...new Set(islandFiles.map((file) => path.posix.basename(file)))];
  // A page without the site's stylesheet (`/ldc`) has classes of its own, for its own rules.
  const sitePages = pageFiles.filter((file) => stylesheets.has(file));
  const pages = pageFiles.map(read);
  const { map, classes } = planClassNames(
    sitePages.map(read),
    islandNames.map((name) => modules.get(name)!),
    stylesheet,
  );

  const rewritten = new Map<string, string>();
  for (const name of islandNames) {
    const code = renameScriptClasses(modules.get(name)!, map, classes);
    if (code !== modules.get(name)) rewritten.set(name, code);
  }
  // A module that names a renamed one changes too, and so on up to the islands' entry.
  const renamed = new Set(rewritten.keys());
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, code] of modules) {
      if (renamed.has(name) || ![...renamed].some((other) => code.includes(other))) continue;
      renamed.add(name);
      grew = true;
    }
  }
  const digest = mapDigest(map);
  const newNames = [...renamed].map((name) => [name, renamedAsset(name, digest)] as const);
  const withNewNames = (text: string) =>
    newNames.reduce((result, [from, to]) => result.replaceAll(from, to), text);

  for (const [name, to] of newNames) {
    writeFileSync(
      path.join(assetsDir, to),
      withNewNames(rewritten.get(name) ?? modules.get(name)!),
    );
    rmSync(path.join(assetsDir, name));
  }
  const rename = (name: string) => map[name] ?? name;
  pageFiles.forEach((file, index) => {
    const source = stylesheets.get(file);
    const html = withNewNames(pages[index]!);
    writeFileSync(
      file,
      source
        ? withInlineStylesheet(
            renamePageClasses(html, map, classes),
            pageStylesheet(source, rename),
          )
        : html,
    );
  });
  return map;
}
