import type * as React from "react";
import { useResolvedTheme } from "~/lib/use-resolved-theme";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { ScreenPicture } from "~/components/screen-image";
import { screenVariants } from "~/lib/screen-image";

export type LightboxImage = { src: string; alt: string; width: number; height: number };

/** The lightbox shows an image at up to its natural width (a screenshot's 1280 px). */
const LIGHTBOX_SIZES = "(min-width: 1280px) 1280px, 100vw";

/** The full-screen view of an image; loaded only when a visitor first opens one. */
export function ImageLightbox({
  image,
  open,
  onOpenChange,
  returnFocus,
}: {
  image: LightboxImage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close: the opener, even in browsers that do not focus clicked buttons. */
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  // Opened only after hydration, so the theme is known: show the current theme's screenshot.
  const resolvedTheme = useResolvedTheme();
  const variant = screenVariants(image.src)?.[resolvedTheme ?? "light"];
  const imageProps = {
    alt: image.alt,
    width: image.width,
    height: image.height,
    "data-slot": "lightbox-image",
    className:
      "h-auto max-h-[min(800px,calc(100dvh-7rem))] w-auto max-w-full rounded-lg object-contain shadow-2xl",
    onClick: (event: React.MouseEvent) => event.stopPropagation(),
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onClick={() => onOpenChange(false)}
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <DialogTitle className="sr-only">{image.alt}</DialogTitle>
        <DialogDescription className="sr-only">
          Press Escape or the close button to return.
        </DialogDescription>
        {/* The zoomed image is at most 800 px high, and in viewport units so it also fits short screens. */}
        {variant ? (
          <ScreenPicture variant={variant} sizes={LIGHTBOX_SIZES} {...imageProps} />
        ) : (
          <img src={image.src} {...imageProps} />
        )}
      </DialogContent>
    </Dialog>
  );
}
