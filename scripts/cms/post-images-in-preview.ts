/**
 * A body image as the editor's preview sees it (the resolver in admin.ts): the file the editor
 * holds, drawn as the page draws it; the build makes its sizes and formats (app/lib/post-images.server.ts).
 */
import { COVER_SIZE, type CoverImage } from "../../app/lib/cover-image.ts";

export async function postImage(src: string): Promise<CoverImage> {
  return { src, ...COVER_SIZE, srcSet: { avif: src, webp: src } };
}
