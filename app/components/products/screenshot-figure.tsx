import { ZoomableImage } from "~/components/zoomable-image";
import type { Screenshot } from "~/content/types";
import { cn } from "~/lib/utils";

/** A product screen that opens in the site's lightbox, with its caption. */
export function ScreenshotFigure({
  screenshot,
  priority,
  className,
}: {
  screenshot: Screenshot;
  priority?: boolean;
  className?: string;
}) {
  const { caption, ...image } = screenshot;
  return (
    <figure data-slot="screenshot-figure" className={cn("flex flex-col gap-3", className)}>
      <ZoomableImage {...image} priority={priority} />
      <figcaption className="text-center text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
