import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandsEntry } from "./scripts/islands-plugin";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsEntry()],
  resolve: { tsconfigPaths: true },
  envPrefix: ["VITE_", "SITE_URL"],
  build: { assetsInlineLimit: 0 },
});
