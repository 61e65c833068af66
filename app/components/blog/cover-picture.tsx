import type * as React from "react";
import type { CoverImage } from "~/lib/cover-image";
import type { ShownCover } from "~/lib/blog";

const DARK_SYSTEM = "(prefers-color-scheme: dark)";

type ImgProps = Pick<React.ComponentProps<"img">, "loading" | "fetchPriority" | "className">;

/** One cover's files as a <picture>: AVIF where the browser reads it, else WebP, sized. */
function Picture({
  image,
  dark,
  alt,
  sizes,
  pictureClassName,
  ...img
}: ImgProps & {
  image: CoverImage;
  /** The dark theme's files, chosen where the system is dark. */
  dark?: CoverImage;
  alt: string;
  sizes: string;
  pictureClassName: string;
}) {
  return (
    <picture className={pictureClassName}>
      {dark
        ? (["avif", "webp"] as const).map((format) => (
            <source
              key={format}
              media={DARK_SYSTEM}
              type={`image/${format}`}
              srcSet={dark.srcSet[format]}
              sizes={sizes}
              width={dark.width}
              height={dark.height}
            />
          ))
        : null}
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcSet.webp}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        {...img}
      />
    </picture>
  );
}

/**
 * A post's cover, optimised (app/lib/post-images.server.ts), with its width and height so it takes
 * its place before it loads. A cover with a dark file picks it by the system's scheme, in the one
 * <picture> that loads as `loading` says; where a visitor chose the theme the system does not
 * have, that one is hidden and the theme's own file shows instead, loaded only then (lazy, and
 * `display: none` until that case).
 */
export function CoverPicture({
  cover,
  sizes,
  loading = "lazy",
  ...img
}: ImgProps & { cover: ShownCover; sizes: string }) {
  const { image, dark, alt } = cover;
  if (!dark)
    return (
      <Picture
        image={image}
        alt={alt}
        sizes={sizes}
        loading={loading}
        pictureClassName="block"
        {...img}
      />
    );
  return (
    <>
      <Picture
        image={image}
        dark={dark}
        alt={alt}
        sizes={sizes}
        loading={loading}
        pictureClassName="block light-on-dark-system:hidden dark-on-light-system:hidden"
        {...img}
      />
      {(
        [
          [image, "hidden light-on-dark-system:block"],
          [dark, "hidden dark-on-light-system:block"],
        ] as const
      ).map(([shown, pictureClassName]) => (
        <Picture
          key={pictureClassName}
          image={shown}
          alt={alt}
          sizes={sizes}
          loading="lazy"
          pictureClassName={pictureClassName}
          className={img.className}
        />
      ))}
    </>
  );
}
