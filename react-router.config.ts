import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: false,
  // The server reads BUILD_DIR too; the static-deployment test builds into a temporary folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is rendered to static HTML at build time; the 404 page is
  // rendered once and served for every unknown path.
  prerender: prerenderPaths,
} satisfies Config;
