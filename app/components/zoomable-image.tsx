import { Maximize2 } from "lucide-react";
import * as React from "react";
import { type ImageGround, ImageLightbox, type LightboxImage } from "~/components/image-lightbox";
import { LOAD_SHOWN_NOW, type LOAD_WHEN_IDLE } from "~/components/zoomable-image-script";
import { ScreenImage } from "~/components/screen-image";
import { controlsCopy } from "~/content/controls";
import { cn } from "~/lib/utils";

type ZoomableImageProps = LightboxImage &
  ImageGround & {
    className?: string;
    /**
     * `true` above the fold: load with high priority (eagerly, unless it has a variant per theme);
     * `"idle"` for one hidden now but a tap away: loaded once the page is idle (its script),
     * so it is there when shown without competing with what the page shows first.
     */
    priority?: boolean | typeof LOAD_WHEN_IDLE;
    /** The image's rendered width, as in <img sizes> (default: a screenshot beside copy). */
    sizes?: string;
  };

/**
 * An image that opens full screen in its lightbox: the button opens the dialog itself
 * (`commandfor`), before and without any script; focus returns to it when the dialog closes.
 */
export function ZoomableImage({
  className,
  priority = false,
  sizes,
  ground = "bg-card",
  ...image
}: ZoomableImageProps) {
  const dialogId = `lightbox-${React.useId().replace(/[^\w-]/g, "")}`;
  return (
    <>
      <button
        type="button"
        commandfor={dialogId}
        command="show-modal"
        data-slot="zoomable-image"
        aria-haspopup="dialog"
        aria-label={controlsCopy.lightbox.enlarge.replace("{alt}", image.alt)}
        className={cn(
          "group relative block w-full cursor-zoom-in overflow-hidden rounded-xl border elevation-sm transition-shadow hover:elevation-lg",
          ground,
          className,
        )}
      >
        <ScreenImage
          src={image.src}
          sizes={sizes}
          alt=""
          width={image.width}
          height={image.height}
          loading={priority === true ? "eager" : "lazy"}
          fetchPriority={priority === true ? "high" : undefined}
          data-load={priority === true ? LOAD_SHOWN_NOW : priority || undefined}
          decoding="async"
          className="h-auto w-full"
        />
        {/* Over the screen's own text: with a mouse, shown only on hover and keyboard focus. */}
        <span className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-background/90 text-foreground opacity-90 elevation-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 pointer-fine:opacity-0">
          <Maximize2 aria-hidden="true" className="size-4" />
        </span>
      </button>
      <ImageLightbox id={dialogId} image={image} ground={ground} />
    </>
  );
}
