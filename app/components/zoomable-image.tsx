import { Maximize2 } from "lucide-react";
import * as React from "react";
import type { LightboxImage } from "~/components/image-lightbox";
import { ScreenImage } from "~/components/screen-image";
import { island } from "~/islands/island";
import { cn } from "~/lib/utils";

const loadLightbox = () => import("~/components/image-lightbox");
const ImageLightbox = React.lazy(() =>
  loadLightbox().then((module) => ({ default: module.ImageLightbox })),
);

type ZoomableImageProps = LightboxImage & {
  className?: string;
  /** Above the fold: load with high priority (eagerly, unless it has a variant per theme). */
  priority?: boolean;
  /** The image's rendered width, as in <img sizes> (default: a screenshot beside copy). */
  sizes?: string;
};

/**
 * An image that opens full screen in a zoom dialog, at most 800 px high.
 * The dialog's code loads on first use (fetched early on hover or focus); focus returns to the
 * image when it closes.
 */
export function ZoomableImage({
  className,
  priority = false,
  sizes,
  ...image
}: ZoomableImageProps) {
  const [open, setOpen] = React.useState(false);
  const [requested, setRequested] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-slot="zoomable-image"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Enlarge image: ${image.alt}`}
        onPointerEnter={loadLightbox}
        onFocus={loadLightbox}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={cn(
          "group relative block w-full cursor-zoom-in overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-lg",
          className,
        )}
      >
        <ScreenImage
          src={image.src}
          sizes={sizes}
          alt=""
          width={image.width}
          height={image.height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="h-auto w-full"
        />
        <span className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-background/90 text-foreground opacity-90 shadow transition-opacity group-hover:opacity-100">
          <Maximize2 aria-hidden="true" className="size-4" />
        </span>
      </button>
      {requested ? (
        <React.Suspense fallback={null}>
          <ImageLightbox image={image} open={open} onOpenChange={setOpen} returnFocus={trigger} />
        </React.Suspense>
      ) : null}
    </>
  );
}

/** The zoomable image as an island of a static page. */
export const ZoomIsland = island("zoom", ZoomableImage);
