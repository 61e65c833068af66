import { createReadStream, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import {
  CACHE_DIR,
  POST_IMAGES_PATH,
  imagesOf,
  optimisedImage,
  processedFiles,
} from "../../app/lib/post-images.server.ts";
import { readPosts } from "../../app/lib/posts.server.ts";

const SERVED = new RegExp(`^${POST_IMAGES_PATH}/([a-f0-9]+-\\d+\\.(avif|webp))$`);

/**
 * The optimised images of the published posts (app/lib/post-images.server.ts) in the client build,
 * under `POST_IMAGES_PATH`: each is processed here, before the pages are, or read from the cache.
 * The development server serves them from the cache as its pages process them.
 */
export function postImages(): Plugin {
  return {
    name: "post-images",
    applyToEnvironment: (environment) => environment.name === "client",
    async buildStart() {
      if (this.environment.mode !== "build") return;
      const started = performance.now();
      const images = readPosts().flatMap((post) =>
        imagesOf(post).map((src) => optimisedImage(src, post.file)),
      );
      const emitted = new Set<string>();
      for (const { key, processed } of await Promise.all(images)) {
        if (!key || !processed) continue;
        for (const name of processedFiles(key, processed)) {
          if (emitted.has(name)) continue;
          emitted.add(name);
          this.emitFile({
            type: "asset",
            fileName: `${POST_IMAGES_PATH.slice(1)}/${name}`,
            source: readFileSync(path.join(CACHE_DIR, name)),
          });
        }
      }
      this.info(
        `${emitted.size} optimised post image files in ${Math.round(performance.now() - started)} ms`,
      );
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = SERVED.exec(request.url?.split("?")[0] ?? "")?.[1];
        const file = name && path.join(CACHE_DIR, name);
        if (!file || !existsSync(file)) return next();
        response.setHeader("Content-Type", `image/${path.extname(file).slice(1)}`);
        createReadStream(file).pipe(response);
      });
    },
  };
}
