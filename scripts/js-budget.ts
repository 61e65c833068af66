/**
 * The JavaScript a page loads on its first visit, read from the build instead of timed: the modules
 * its HTML names (the deferred loader's preloads and the bootstrap module), everything those import
 * statically, and what a bootstrap module imports dynamically (it always runs). Lazy chunks
 * (`import()` inside the app: toaster, lightbox, certificate crypto) are not counted.
 */
export type LoadedModule = { file: string; bytes: number };

const ASSET = /["'(](\/assets\/[\w.-]+\.js)["')]/g;
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

/** `/assets/…js` modules named in a page's HTML. */
export function htmlModules(html: string): string[] {
  return [...new Set([...html.matchAll(ASSET)].map((match) => match[1]!))];
}

/** The islands' entry (`app/islands/hydrate-island.tsx`), which a static page loads only when reached for. */
const ISLANDS_ENTRY = /^\/assets\/hydrate-island-[\w-]+\.js$/;
/** A worker's script (`*.worker.ts`, built by Vite as one file): it runs off the main thread. */
const WORKER = /^\/assets\/[\w.-]+\.worker-[\w-]+\.js$/;

/**
 * A page's modules by when and where they run: on load, on a visitor's first interaction with one
 * of its islands (the islands' entry), and in a worker.
 */
export function pageModules(html: string) {
  const modules = htmlModules(html);
  return {
    onLoad: modules.filter((file) => !ISLANDS_ENTRY.test(file) && !WORKER.test(file)),
    onInteraction: modules.filter((file) => ISLANDS_ENTRY.test(file)),
    inWorker: modules.filter((file) => WORKER.test(file)),
  };
}

function resolve(from: string, specifier: string) {
  if (specifier.startsWith("/")) return specifier;
  return new URL(specifier, `http://site${from}`).pathname;
}

/** Imports of one module that load with it (static ones; a bootstrap's dynamic ones too). */
export function moduleImports(file: string, source: string): string[] {
  const patterns = file.includes("/boot-") ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => resolve(file, match[1]!)),
  );
}

/** Every module loaded with `roots`, each once. `read` returns a module's source. */
export function moduleGraph(roots: string[], read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of moduleImports(file, read(file))) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

export type BudgetResult = {
  route: string;
  total: number;
  budget: number;
  modules: LoadedModule[];
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
 * Brotli bytes of JavaScript on first load, per route. The goal is 100 KB everywhere (`default`);
 * routes still over it are held at their measured size plus ~4 KB, so a heavy import fails while
 * the work that lowers them lands. Lower a budget whenever its route gets lighter. Static pages
 * (`handle.hydrate: false`) load none, and a module that creeps back in fails.
 */
export const JS_BUDGETS: Record<string, number> & { default: number } = {
  default: 100 * KB,
  "/": 0,
  "/products/flows": 0,
  "/products/source": 0,
  "/products/trust": 0,
  "/about": 0,
  "/pricing": 0,
  "/request-demo": 0,
  "/privacy-notice": 0,
  "/verify": 0,
  "/verify/demo": 0,
  "/use-cases/validation": 0,
  "/use-cases/escalation": 0,
  "/use-cases/consultation": 0,
  "/404": 0,
};

/**
 * Brotli bytes a static page loads when a visitor first reaches for one of its islands: React and
 * the islands' entry (each island's own component is a lazy chunk on top).
 */
export const ISLANDS_BUDGET = 63 * KB;

/**
 * Brotli bytes of a page's workers, started after its first paint (today /verify/demo's check of
 * the sample's signature: the certificate crypto). Off the main thread they block nothing, but a
 * phone still downloads them.
 */
export const WORKER_BUDGET = 18 * KB;
