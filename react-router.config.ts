import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: false,
  // Every page is rendered to static HTML at build time; the 404 page is
  // rendered once and served for every unknown path.
  prerender: prerenderPaths,
} satisfies Config;
