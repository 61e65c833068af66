/**
 * The build step of `class-names.ts` and `property-names.ts`: one map of each for the build,
 * applied to every page and to the modules the pages load. A module it rewrites gets a new name,
 * and so does every module that names one renamed (`renamedAsset`), each written anew and the old
 * file removed.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  mapDigest,
  renamedBy,
  planClassNames,
  renamedAsset,
  renamePageClasses,
  renameScriptClasses,
  type ClassNameMap,
} from "./class-names.ts";
import { pageStylesheet, withInlineStylesheet, type PageStylesheetSource } from "./page-css.ts";
import {
  planPropertyNames,
  renamePageProperties,
  renameScriptProperties,
  type PropertyNameMap,
} from "./property-names.ts";

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

/**
 * The modules pages can load: the islands', and every module a page or one of these names
 * (the field measurement, the brand face's check, a worker), and what they import.
 */
function loadedModules(pages: string[], islandNames: string[], modules: Map<string, string>) {
  const loaded = new Set(islandNames);
  for (const name of modules.keys())
    if (pages.some((html) => html.includes(`/assets/${name}`))) loaded.add(name);
  for (let grew = true; grew;) {
    grew = false;
    for (const name of modules.keys()) {
      if (loaded.has(name) || ![...loaded].some((from) => modules.get(from)!.includes(name)))
        continue;
      loaded.add(name);
      grew = true;
    }
  }
  return [...loaded];
}

/** Renames the build's classes and custom properties in place; returns the maps. */
export function withShortNames({
  clientDir,
  pageFiles,
  islandFiles,
  stylesheets,
  stylesheet,
}: Options): { classes: ClassNameMap; properties: PropertyNameMap } {
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

  // Properties are planned on the pages and modules with their classes renamed: a class left
  // with its name that names a property (`w-(--natural-width)`) keeps that property's too.
  const withClasses = new Map(
    islandNames.map((name) => [name, renameScriptClasses(modules.get(name)!, map, classes)]),
  );
  const pagesWithClasses = pages.map((html, index) =>
    stylesheets.has(pageFiles[index]!) ? renamePageClasses(html, map, classes) : html,
  );
  const loaded = loadedModules(pages, islandNames, modules);
  const code = (name: string) => withClasses.get(name) ?? modules.get(name)!;
  const properties = planPropertyNames(pagesWithClasses, loaded.map(code), stylesheet).map;

  const rewritten = new Map<string, string>();
  for (const name of loaded) {
    const renamed = renameScriptProperties(code(name), properties);
    if (renamed !== modules.get(name)) rewritten.set(name, renamed);
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
  const digest = mapDigest({ classes: map, properties });
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
  const rename = (name: string) => renamedBy(map, name);
  pageFiles.forEach((file, index) => {
    const source = stylesheets.get(file);
    const html = withNewNames(pagesWithClasses[index]!);
    writeFileSync(
      file,
      source
        ? withInlineStylesheet(
            renamePageProperties(html, properties),
            pageStylesheet(source, rename, properties),
          )
        : html,
    );
  });
  return { classes: map, properties };
}
