import { X, ZoomIn, ZoomOut } from "lucide-react";
import type * as React from "react";
import { ScreenPicture } from "~/components/screen-image";
import { controlsCopy } from "~/content/controls";
import { screenVariants } from "~/lib/screen-image";
import { cn } from "~/lib/utils";

export type LightboxImage = { src: string; alt: string; width: number; height: number };

/** The tile a drawing sits on, on the page and in the zoom: a background class (default the card's). */
export type ImageGround = { ground?: string };

/**
 * The lightbox always loads the full-size file (a screenshot's 1280 px), on a phone too: it is
 * where a visitor goes to read the screen, and its zoom shows the image at that natural width.
 */
const lightboxSizes = (image: LightboxImage) => `${image.width}px`;

const copy = controlsCopy.lightbox;

const THEME_CLASS = { light: "block dark:hidden", dark: "hidden dark:block" } as const;

/** A round button on the dark backdrop: close, zoom. */
const toolClass =
  "flex size-11 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-white [&_svg]:size-6";

/**
 * The full-screen view of an image: a native modal `<dialog>` that its button opens with
 * `commandfor` (no script), closed by Escape, the close button or a click beside the image. It
 * fits the screen below its tools. On a phone or tablet a screenshot opens at its natural size,
 * panned by scrolling: fitted to a phone's width it would be a third of the scale of the page's crop
 * of it, and a zoom must show at least what the page did. Its button (a checkbox, so it needs no script either) fits
 * it to the screen. Any other image is a drawing (the leaders' SVG portraits): it opens on its tile,
 * as large as the screen allows up to 640 px, over a backdrop dark enough that the page's own
 * drawings behind it do not compete. Its images are lazy: nothing loads until it opens, then the
 * current theme's.
 */
export function ImageLightbox({
  id,
  image,
  ground = "bg-card",
}: { id: string; image: LightboxImage } & ImageGround) {
  const variants = screenVariants(image.src);
  const fitted = "h-auto max-h-[min(800px,calc(100dvh-8rem))] object-contain elevation-2xl";
  // Below lg a screenshot opens at its natural size (within the spec's 800 px height) until its
  // button fits it: about the scale of a phone's crop of it, where fitted it was a third of that.
  const screenClass = cn(
    fitted,
    "w-auto max-w-full rounded-lg max-lg:max-h-[800px] max-lg:w-(--natural-width) max-lg:max-w-none group-has-[[data-fit]:checked]/lightbox:max-h-[min(800px,calc(100dvh-8rem))] group-has-[[data-fit]:checked]/lightbox:w-auto group-has-[[data-fit]:checked]/lightbox:max-w-full",
  );
  const shared = {
    alt: image.alt,
    width: image.width,
    height: image.height,
    loading: "lazy" as const,
  };
  const pictures = variants ? (
    (["light", "dark"] as const).map((theme) => (
      <ScreenPicture
        key={theme}
        variant={variants[theme]}
        sizes={lightboxSizes(image)}
        data-slot="lightbox-image"
        className={cn(screenClass, THEME_CLASS[theme])}
        {...shared}
      />
    ))
  ) : (
    <img
      src={image.src}
      data-slot="lightbox-image"
      className={cn(
        fitted,
        // As its card draws it, on its ground, larger: a vector scales without loss, to over twice
        // the crop, within the screen below the tools.
        "block w-[min(640px,calc(100vw-2rem),calc(100dvh-8rem))] rounded-xl border",
        ground,
      )}
      {...shared}
    />
  );
  return (
    <dialog
      id={id}
      closedby="any"
      aria-label={image.alt}
      aria-describedby={`${id}-hint`}
      data-slot="lightbox"
      // The image's natural width, for the zoomed view: a srcset image's own is the width `sizes` gives.
      style={{ "--natural-width": `${image.width}px` } as React.CSSProperties}
      className={cn(
        "group/lightbox m-auto max-h-[calc(100dvh-8rem)] max-w-[calc(100vw-2rem)] overflow-auto overscroll-contain bg-transparent p-0 backdrop:frosted",
        variants ? "backdrop:bg-black/85" : "backdrop:bg-black/95",
      )}
    >
      <div className="fixed top-4 right-4 z-10 flex gap-2">
        <button
          type="button"
          commandfor={id}
          command="close"
          aria-label={copy.close}
          className={toolClass}
        >
          <X aria-hidden="true" />
        </button>
        {variants ? (
          <label className={cn(toolClass, "lg:hidden")}>
            <input type="checkbox" data-fit className="peer sr-only" />
            <ZoomOut aria-hidden="true" className="peer-checked:hidden" />
            <ZoomIn aria-hidden="true" className="hidden peer-checked:block" />
            <span className="sr-only">{copy.fit}</span>
          </label>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {copy.hint}
      </p>
      {pictures}
    </dialog>
  );
}
