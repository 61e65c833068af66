import { copyFileSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { optimisedImage, postImage } from "~/lib/post-images.server";
import { tempDir } from "../../tests/support/temp-dir.ts";

const folders = { publicDir: tempDir("fabric-public-"), cacheDir: tempDir("fabric-images-") };
const blog = path.join(folders.publicDir, "images", "blog");
const image = (src: string) => postImage(src, "a-post.md", folders);

beforeAll(async () => {
  mkdirSync(blog, { recursive: true });
  // A phone's photo: 900 × 1200 stored sideways, turned upright by its orientation tag.
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c33" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(blog, "photo.jpg"));
  await sharp({ create: { width: 300, height: 200, channels: 4, background: "#3c3c" } })
    .png()
    .toFile(path.join(blog, "small.png"));
  writeFileSync(path.join(blog, "huge.png"), Buffer.alloc(20 * 1024 * 1024 + 1));
  writeFileSync(path.join(blog, "drawing.jpg"), "<svg/>");
  writeFileSync(path.join(blog, "anim.gif"), "GIF89a");
});

describe("a post's images", () => {
  it("come as AVIF and WebP at the layout's widths, upright, with their size", async () => {
    const photo = await image("/images/blog/photo.jpg");
    expect(photo).toMatchObject({ width: 900, height: 1200 });
    expect(photo.srcSet.avif).toMatch(
      /^\/images\/posts\/[a-f0-9]+-480\.avif 480w, \/images\/posts\/[a-f0-9]+-800\.avif 800w, \/images\/posts\/[a-f0-9]+-900\.avif 900w$/,
    );
    expect(photo.src).toMatch(/^\/images\/posts\/[a-f0-9]+-900\.webp$/);
    const small = await image("/images/blog/small.png");
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect(small.srcSet.webp).toMatch(/-300\.webp 300w$/);
    const files = readdirSync(folders.cacheDir);
    expect(files.filter((file) => /\.(avif|webp)$/.test(file))).toHaveLength(8);
  });

  it("are processed once per distinct content", async () => {
    await image("/images/blog/photo.jpg");
    const before = new Map(
      readdirSync(folders.cacheDir).map((file) => [
        file,
        statSync(path.join(folders.cacheDir, file)).mtimeMs,
      ]),
    );
    // The same bytes under another name, as a second upload of one photo: the cache answers.
    copyFileSync(path.join(blog, "photo.jpg"), path.join(blog, "photo-again.jpg"));
    const again = await image("/images/blog/photo-again.jpg");
    expect(again).toEqual(await image("/images/blog/photo.jpg"));
    const after = new Map(
      readdirSync(folders.cacheDir).map((file) => [
        file,
        statSync(path.join(folders.cacheDir, file)).mtimeMs,
      ]),
    );
    expect(after).toEqual(before);
  });

  it("serve a drawn cover's own files as they are", async () => {
    const cover = await postImage(
      "/images/blog/anyone-can-check-a-trust-certificate.webp",
      "a-post.md",
    );
    expect(cover.srcSet.avif).toContain(
      "/images/blog/anyone-can-check-a-trust-certificate-480.avif 480w",
    );
  });

  it("fail the build for a file that is missing, too large or of another type, naming the post", async () => {
    for (const [src, why] of [
      ["/images/blog/missing.jpg", "is missing: no file public/images/blog/missing.jpg"],
      ["/images/blog/huge.png", "is 20.0 MB; an image may be at most 20 MB"],
      ["/images/blog/anim.gif", "is not a JPEG, PNG, WebP or AVIF file"],
      ["/images/blog/drawing.jpg", "is not a JPEG, PNG, WebP or AVIF image"],
      ["https://elsewhere.example/a.jpg", "is not under /images/"],
      ["/images/../../secret.png", "is not under /images/"],
    ] as const)
      await expect(
        optimisedImage(src, "app/content/posts/a-post.md", folders),
        src,
      ).rejects.toThrow(`app/content/posts/a-post.md: the image ${src} ${why}`);
  });
});
