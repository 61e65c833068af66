/**
 * The blog's search index (`/pagefind/`), a postbuild step: Pagefind reads the built post pages,
 * each post's header and body (`data-pagefind-body`, app/lib/search-index.ts), and writes its
 * index in chunks beside its script and WebAssembly, which `/blog` loads when a visitor starts a
 * search (app/components/blog/blog-search-script.ts).
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { SEARCH_INDEX_PATH } from "../../app/lib/search-index.ts";

const UNUSED = /^pagefind-(.*ui|highlight|worker)\./;

/** Writes the index of the posts under `clientDir/blog/`; returns how many pages it holds. */
export async function writeSearchIndex(clientDir: string) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`search index: ${errors.join("; ")}`);
  try {
    const added = await index.addDirectory({ path: clientDir, glob: "blog/**/*.html" });
    if (added.errors.length) throw new Error(`search index: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({
      outputPath: path.join(clientDir, SEARCH_INDEX_PATH),
    });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join("; ")}`);
    // Pagefind's own interfaces and its worker, which the blog's search does not load.
    const dir = path.join(clientDir, SEARCH_INDEX_PATH);
    for (const file of readdirSync(dir).filter((name) => UNUSED.test(name)))
      rmSync(path.join(dir, file));
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
