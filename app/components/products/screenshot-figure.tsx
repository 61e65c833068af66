import { ZoomableImage } from "~/components/zoomable-image";
import type { Screenshot } from "~/content/types";
import { cn } from "~/lib/utils";

/** A product screen that opens in the site's lightbox, with its caption. */
export function ScreenshotFigure({
  screenshot,
  priority,
  sizes,
  className,
}: {
  screenshot: Screenshot;
  priority?: boolean;
  /** The rendered width, as in <img sizes>: one of SCREEN_SIZES (default: beside copy). */
  sizes?: string;
  className?: string;
}) {
  const { caption, ...image } = screenshot;
  return (
    <figure data-slot="screenshot-figure" className={cn("flex flex-col gap-3", className)}>
      <ZoomableImage {...image} priority={priority} sizes={sizes} />
      <figcaption className="text-center text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
