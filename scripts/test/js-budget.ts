/**
 * The JavaScript a page loads, read from the build instead of timed: the modules its HTML names
 * (its islands' own among them, which the page lists) and everything those import statically.
 * What a module imports lazily (`import()`) and the page does not name is not counted.
 */
import { pages } from "../../app/content/pages.ts";
import { reachable } from "../build/reachable.ts";

export type LoadedModule = { file: string; bytes: number };

const ASSET = /["'(](\/assets\/[\w.-]+\.js)["')]/g;
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/** `/assets/…js` modules named in a page's HTML. */
export function htmlModules(html: string): string[] {
  return [...new Set([...html.matchAll(ASSET)].map((match) => match[1]!))];
}

/** The islands' entry (`app/entry.islands.tsx`), in the islands script's options: run only when reached for. */
const ISLANDS_ENTRY = /\bentry"?:"(\/assets\/[\w.-]+\.js)"/g;
/**
 * The modules the islands script fetches, without running them, once the page is idle: the entry's
 * (its options' `modules`) and each island's own (`data-modules`).
 */
const ISLANDS_MODULES = /\bmodules"?:\[([^\]]*)\]|\sdata-modules="([^"]*)"/g;
/** The field measurement's entry, in the head script's options: imported once the page is idle after load. */
const VITALS_ENTRY = /\bvitals"?:"(\/assets\/[\w.-]+\.js)"/g;
/** The brand face's module, in the head script's options: imported after a visit's first paint. */
const FONT_SWAP_ENTRY = /\bswap"?:"(\/assets\/[\w.-]+\.js)"/g;
/**
 * Analytics after consent (`app/entry.analytics.ts`), the consent banner's script's one option:
 * imported only once the visitor has accepted.
 */
const ANALYTICS_ENTRY = /^\/assets\/entry\.analytics-[\w-]+\.js$/;
/** A worker's script (`*.worker.ts`, built by Vite as one file): it runs off the main thread. */
const WORKER = /^\/assets\/[\w.-]+\.worker-[\w-]+\.js$/;

/**
 * A page's modules by when and where they run: on load, on a visitor's first interaction with one
 * of its islands (the islands' entry and their own modules, fetched beforehand when the page is
 * idle), after the first paint, once idle after load, after the visitor's Accept, and in a worker.
 */
export function pageModules(html: string) {
  const modules = htmlModules(html);
  const entry = [...html.matchAll(ISLANDS_ENTRY)].map((match) => match[1]!);
  const islands = new Set([
    ...entry,
    ...[...html.matchAll(ISLANDS_MODULES)].flatMap(
      (match) => (match[1] ?? match[2] ?? "").match(/\/assets\/[\w.-]+\.js/g) ?? [],
    ),
  ]);
  const vitals = new Set([...html.matchAll(VITALS_ENTRY)].map((match) => match[1]!));
  const fontSwap = new Set([...html.matchAll(FONT_SWAP_ENTRY)].map((match) => match[1]!));
  const later = (file: string) =>
    islands.has(file) ||
    vitals.has(file) ||
    fontSwap.has(file) ||
    ANALYTICS_ENTRY.test(file) ||
    WORKER.test(file);
  return {
    onLoad: modules.filter((file) => !later(file)),
    onInteraction: [...islands],
    afterFirstPaint: [...fontSwap],
    whenIdle: [...vitals],
    afterConsent: modules.filter((file) => ANALYTICS_ENTRY.test(file)),
    inWorker: modules.filter((file) => WORKER.test(file)),
  };
}

function resolve(from: string, specifier: string) {
  if (specifier.startsWith("/")) return specifier;
  return new URL(specifier, `http://site${from}`).pathname;
}

/** Imports of one module that load with it: its static ones. */
export function moduleImports(file: string, source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => resolve(file, match[1]!));
}

/** Every module loaded with `roots`, each once. `read` returns a module's source. */
export function moduleGraph(roots: string[], read: (file: string) => string): string[] {
  return [...reachable(roots, (file) => moduleImports(file, read(file)))];
}

export type BudgetResult = {
  route: string;
  total: number;
  budget: number;
  modules: LoadedModule[];
  /** The most files they may come in, where that is bounded. */
  maxFiles?: number;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A failure message naming the route, its size, its budget and its biggest chunks; null if within. */
export function budgetFailure({ route, total, budget, modules }: BudgetResult): string | null {
  if (total <= budget) return null;
  const biggest = [...modules]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map((module) => `${module.file} ${kb(module.bytes)}`)
    .join(", ");
  return `${route}: ${kb(total)} of JavaScript on first load (brotli) is over its budget of ${kb(budget)}; biggest: ${biggest}`;
}

const KB = 1024;

/**
 * Brotli bytes of JavaScript every page runs on load: none. Each page is static, its interactive
 * parts islands that load on a visitor's first reach for one (`ISLANDS_BUDGET`), so a module that
 * creeps into a page's first load fails `npm test`. (The goal was 100 KB; React and React Router
 * alone are about 92 KB.)
 */
export const FIRST_LOAD_BUDGET = 0;

/**
 * Brotli bytes a static page loads when a visitor first reaches for one of its islands (fetched
 * beforehand once the page is idle): React, the islands' entry and the page's islands' own modules.
 * React and the entry are about 60 KB; a certificate island's own code, with its crypto, about 28.
 * A module pulled in for a value it does not need (the head tags' content brought zod and every
 * content file to the certificate islands, 23 KB) fails here.
 */
export const ISLANDS_BUDGET = 92 * KB;

/**
 * Files a page fetches for its islands, at most: React with the islands' entry, and the chunks of
 * what exactly its islands import (`scripts/build/island-chunks.ts`). Each file is a request with its
 * own headers; split wherever a route module shared a module, the form's page fetched 19.
 */
export const ISLANDS_MAX_FILES = 8;

/** A failure message for modules in more files than their `maxFiles`; null if within. */
export function filesFailure({ route, modules, maxFiles = Infinity }: BudgetResult): string | null {
  if (modules.length <= maxFiles) return null;
  return `${route}: ${modules.length} files, over ${maxFiles}: ${modules.map((module) => module.file).join(", ")}`;
}

/**
 * Pages whose islands may weigh more, each with its ceiling: the request-demo form validates with
 * the schema it shares with the server (zod, the plans and the form's copy).
 */
export const ISLANDS_CEILINGS: Readonly<Record<string, number>> = {
  [pages.requestDemo.path]: 106 * KB,
};

/**
 * Brotli bytes of a page's workers, started after its first paint (today /verify/demo's check of
 * the sample's signature: the certificate crypto). Off the main thread they block nothing, but a
 * phone still downloads them.
 */
export const WORKER_BUDGET = 18 * KB;

/**
 * Brotli bytes of the field measurement (web-vitals with attribution and the beacon), imported once
 * a page has loaded and is idle, on every page but where Global Privacy Control is on.
 */
export const VITALS_BUDGET = 8 * KB;

/**
 * Brotli bytes of the brand face's module (`app/entry.font.ts`), imported after a visit's first
 * paint beside the font.
 */
export const FONT_SWAP_BUDGET = 1 * KB;

/**
 * Brotli bytes of analytics after consent (`app/entry.analytics.ts`: gtag's set-up, the page views,
 * a withdrawal's cookie deletions), imported only once the visitor has accepted; gtag.js itself is
 * Google's.
 */
export const ANALYTICS_BUDGET = 2 * KB;
