import type { Config } from "@react-router/dev/config";
import { sitePrerenderPaths } from "./app/lib/site-pages.server.ts";
import { routerBuildDir } from "./scripts/build/build-dir.ts";

export default {
  ssr: false,
  // BUILD_DIR, or a folder inside the project that the postbuild moves there (scripts/build/build-dir.ts).
  buildDirectory: routerBuildDir(),
  // Every page is rendered to static HTML at build time; the 404 page is
  // rendered once and served for every unknown path.
  prerender: sitePrerenderPaths,
} satisfies Config;
