import type * as React from "react";
import {
  PHONE_CROP,
  screenVariants,
  type ScreenTheme,
  type ScreenVariant,
} from "~/lib/screen-image";
import { cn } from "~/lib/utils";

/**
 * `sizes` for a screenshot beside copy (the split layouts: half of a 1280 px container from 1024 px)
 * and for one across the page (the product heroes: up to 1088 px). Browsers use them to pick the
 * smallest file that is sharp at the visitor's width and pixel density. The split one is short, as
 * it is written four times per screenshot: at most 576 px from 1024 px (448 px at 1024), and the
 * width of the window below, where a phone takes its crop instead (`PHONE_CROP`).
 */
export const SCREEN_SIZES = {
  split: "(min-width: 1024px) 576px, 100vw",
  wide: "(min-width: 1152px) 1088px, (min-width: 1024px) calc(100vw - 4rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
} as const;

const THEME_CLASS: Record<ScreenTheme, string> = {
  light: "dark:hidden",
  dark: "hidden dark:block",
};

type ScreenImageProps = Omit<React.ComponentProps<"img">, "src" | "srcSet"> & { src: string };

/**
 * A screenshot's files of one theme as a <picture>: AVIF where the browser reads it, else WebP, at
 * the width `sizes` asks for; with `phone`, a phone gets the crop of one panel it can read.
 * `display: contents` leaves the layout to the <img>.
 */
export function ScreenPicture({
  variant,
  sizes,
  phone = false,
  ...props
}: Omit<React.ComponentProps<"img">, "src" | "srcSet" | "sizes"> & {
  variant: ScreenVariant;
  sizes: string;
  phone?: boolean;
}) {
  return (
    <picture className="contents">
      {phone
        ? (["avif", "webp"] as const).map((format) => (
            <source
              key={format}
              media={PHONE_CROP.media}
              type={`image/${format}`}
              srcSet={variant.phone[format]}
              width={PHONE_CROP.width}
              height={PHONE_CROP.height}
            />
          ))
        : null}
      <source type="image/avif" srcSet={variant.srcSet.avif} sizes={sizes} />
      <img src={variant.src} srcSet={variant.srcSet.webp} sizes={sizes} {...props} />
    </picture>
  );
}

/**
 * An image that follows the site theme: a product screenshot has a light and a dark file, and both
 * are in the page, because the theme is a class set before first paint and may differ from the OS
 * preference (so a <picture> media query cannot choose). Both are lazy, and browsers never fetch a
 * lazy image that is not rendered (`display: none`), so a visitor downloads one of them. Above the
 * fold (`data-load="now"`), the zoomable images' script makes the shown one eager. Any other image
 * is a plain <img>, loaded as `loading` says.
 */
export function ScreenImage({ src, className, loading, sizes, ...props }: ScreenImageProps) {
  const variants = screenVariants(src);
  if (!variants) return <img src={src} loading={loading} className={className} {...props} />;
  return (
    <>
      {(["light", "dark"] as const).map((theme) => (
        <ScreenPicture
          key={theme}
          variant={variants[theme]}
          sizes={sizes ?? SCREEN_SIZES.split}
          phone
          data-theme={theme}
          loading="lazy"
          className={cn(className, THEME_CLASS[theme])}
          {...props}
        />
      ))}
    </>
  );
}
