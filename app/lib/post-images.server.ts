import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { bodyImages } from "./body-images.ts";
import {
  COVER_FORMATS,
  COVER_WIDTHS,
  coverImage,
  type CoverFormat,
  type CoverImage,
} from "./cover-image.ts";

/**
 * Every image a post names, its cover or one in its body, committed or uploaded in the editor
 * (`public/images/blog/`), is served optimised: AVIF and WebP at the widths the layout uses
 * (`COVER_WIDTHS`, never above the image's own), with its width and height. A drawn cover
 * (`npm run covers:render`) already has its files and is served as it is.
 *
 * The work is done once per distinct image: results are kept under `CACHE_DIR` by the hash of the
 * file's bytes, so an unchanged image is never processed again, and within a process each is read
 * once. The build copies what its posts use to `POST_IMAGES_PATH` (scripts/vite/post-images-plugin.ts).
 */
export const POST_IMAGES_PATH = "/images/posts";
export const CACHE_DIR = "node_modules/.cache/post-images";
/** An upload over this fails the build: a phone's photo is 3–12 MB; a bigger file is a mistake. */
export const MAX_POST_IMAGE_BYTES = 20 * 1024 * 1024;
/** Where images are read from and their results kept; the tests point them at folders of their own. */
export type ImageFolders = { publicDir: string; cacheDir: string };
const FOLDERS: ImageFolders = { publicDir: "public", cacheDir: CACHE_DIR };
const TYPES = /\.(jpe?g|png|webp|avif)$/i;
/** What sharp reads each of them as (AVIF is a HEIF file). */
const FORMATS = new Set(["jpeg", "png", "webp", "heif"]);
const QUALITY: Record<CoverFormat, number> = { avif: 55, webp: 80 };

/** What the cache keeps of an image: its size at each width it was written at. */
type Processed = { width: number; height: number; widths: number[] };

const fileName = (key: string, width: number, format: CoverFormat) => `${key}-${width}.${format}`;

/** The files of an image processed as `processed`, by their names in `POST_IMAGES_PATH`. */
export function processedFiles(key: string, { widths }: Processed) {
  return widths.flatMap((width) => COVER_FORMATS.map((format) => fileName(key, width, format)));
}

function image(key: string, processed: Processed): CoverImage {
  const srcSet = (format: CoverFormat) =>
    processed.widths
      .map((width) => `${POST_IMAGES_PATH}/${fileName(key, width, format)} ${width}w`)
      .join(", ");
  return {
    src: `${POST_IMAGES_PATH}/${fileName(key, processed.width, "webp")}`,
    width: processed.width,
    height: processed.height,
    srcSet: { avif: srcSet("avif"), webp: srcSet("webp") },
  };
}

/** The file `src` names under public/, or why a post may not name it. */
function sourceFile(src: string, post: string, publicDir: string) {
  const file = path.join(publicDir, src);
  const fail = (why: string) => new Error(`${post}: the image ${src} ${why}`);
  if (!src.startsWith("/images/") || !file.startsWith(path.join(publicDir, "images") + path.sep))
    throw fail(
      "is not under /images/ (upload it in the editor, or commit it to public/images/blog/)",
    );
  if (!TYPES.test(src)) throw fail("is not a JPEG, PNG, WebP or AVIF file");
  if (!existsSync(file)) throw fail(`is missing: no file public${src}`);
  const bytes = statSync(file).size;
  if (bytes > MAX_POST_IMAGE_BYTES)
    throw fail(`is ${(bytes / 1024 / 1024).toFixed(1)} MB; an image may be at most 20 MB`);
  return { file, fail };
}

async function optimise(src: string, post: string, { publicDir, cacheDir }: ImageFolders) {
  const drawn = coverImage(src);
  if (
    drawn &&
    drawn.srcSet.webp
      .split(", ")
      .every((entry) => existsSync(path.join(publicDir, entry.split(" ")[0]!)))
  )
    return { image: drawn, key: null, processed: null };
  const { file, fail } = sourceFile(src, post, publicDir);
  const bytes = readFileSync(file);
  const key = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  const cached = path.join(cacheDir, `${key}.json`);
  if (existsSync(cached)) {
    const processed = JSON.parse(readFileSync(cached, "utf8")) as Processed;
    if (processedFiles(key, processed).every((name) => existsSync(path.join(cacheDir, name))))
      return { image: image(key, processed), key, processed };
  }
  // Turned upright first: a phone's photo is often stored sideways with an orientation tag.
  const upright = sharp(bytes, { failOn: "error" }).rotate();
  const metadata = await upright.metadata().catch(() => null);
  if (!metadata || !FORMATS.has(metadata.format ?? ""))
    throw fail("is not a JPEG, PNG, WebP or AVIF image");
  const sideways = (metadata.orientation ?? 1) >= 5;
  const [ownWidth, ownHeight] = sideways
    ? [metadata.height, metadata.width]
    : [metadata.width, metadata.height];
  const largest = Math.min(ownWidth, COVER_WIDTHS.at(-1)!);
  const widths = [...COVER_WIDTHS.filter((width) => width < largest), largest];
  mkdirSync(cacheDir, { recursive: true });
  for (const width of widths)
    for (const format of COVER_FORMATS)
      await upright
        .clone()
        .resize({ width })
        .toFormat(format, { quality: QUALITY[format] })
        .toFile(path.join(cacheDir, fileName(key, width, format)));
  const processed: Processed = {
    width: largest,
    height: Math.round((ownHeight * largest) / ownWidth),
    widths,
  };
  // Written last: an interrupted run leaves no record, and the next processes the image again.
  writeFileSync(cached, JSON.stringify(processed));
  return { image: image(key, processed), key, processed };
}

const processing = new Map<string, ReturnType<typeof optimise>>();

/**
 * An image a post names, optimised (processed on first use, then from the cache). Fails, naming
 * the post, for a file that is missing, over 20 MB, or not a JPEG, PNG, WebP or AVIF image.
 */
export function optimisedImage(src: string, post: string, folders = FOLDERS) {
  const id = `${folders.publicDir}\0${folders.cacheDir}\0${src}`;
  let result = processing.get(id);
  if (!result) {
    result = optimise(src, post, folders);
    processing.set(id, result);
  }
  return result;
}

/** `optimisedImage` as a page shows it: its files, width and height. */
export async function postImage(src: string, post: string, folders = FOLDERS): Promise<CoverImage> {
  return (await optimisedImage(src, post, folders)).image;
}

/** Every image a post names: its cover, its dark theme's cover and the images of its body. */
export function imagesOf(post: { cover: { src: string; dark?: string }; body: string }) {
  const covers = [post.cover.src, ...(post.cover.dark ? [post.cover.dark] : [])];
  return [...new Set([...covers, ...bodyImages(post.body)])];
}
