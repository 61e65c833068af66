import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { analyticsEntry } from "./scripts/vite/analytics-plugin.ts";
import { cmsAdminRoute } from "./scripts/cms/dev-plugin.ts";
import { parsedContentData } from "./scripts/vite/content-data-plugin.ts";
import { fontSwapEntry } from "./scripts/vite/font-swap-plugin.ts";
import { inlineScripts } from "./scripts/vite/inline-script-plugin.ts";
import { islandsEntry } from "./scripts/vite/islands-plugin.ts";
import { postImages } from "./scripts/vite/post-images-plugin.ts";
import { vitalsEntry } from "./scripts/vite/vitals-plugin.ts";

export default defineConfig({
  plugins: [
    cmsAdminRoute(),
    inlineScripts(),
    parsedContentData(),
    tailwindcss(),
    reactRouter(),
    islandsEntry(),
    postImages(),
    vitalsEntry(),
    fontSwapEntry(),
    analyticsEntry(),
  ],
  resolve: { tsconfigPaths: true },
  envPrefix: ["VITE_", "SITE_URL"],
  build: { assetsInlineLimit: 0 },
});
