import type * as React from "react";
import { coverImage } from "~/lib/cover-image";

/**
 * A post's cover as a <picture>: AVIF where the browser reads it, else WebP, at the width `sizes`
 * asks for, with its width and height so it takes its place before it loads.
 */
export function CoverPicture({
  src,
  alt,
  sizes,
  className,
  loading = "lazy",
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  loading?: React.ComponentProps<"img">["loading"];
}) {
  const cover = coverImage(src);
  if (!cover)
    return <img src={src} alt={alt} className={className} loading={loading} decoding="async" />;
  return (
    <picture className="block">
      <source type="image/avif" srcSet={cover.srcSet.avif} sizes={sizes} />
      <img
        src={cover.src}
        srcSet={cover.srcSet.webp}
        sizes={sizes}
        width={cover.width}
        height={cover.height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
