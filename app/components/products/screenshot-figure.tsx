import { SCREEN_SIZES } from "~/components/screen-image";
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

/** A hero's screen across the page under its header: the page's largest paint, so loaded at once. */
export function HeroScreen({ screenshot }: { screenshot: Screenshot }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
      <ScreenshotFigure screenshot={screenshot} priority sizes={SCREEN_SIZES.wide} />
    </div>
  );
}
