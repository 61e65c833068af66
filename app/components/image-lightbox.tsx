import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";

export type LightboxImage = { src: string; alt: string; width: number; height: number };

/** The full-screen view of an image; loaded only when a visitor first opens one. */
export function ImageLightbox({
  image,
  open,
  onOpenChange,
}: {
  image: LightboxImage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} onClick={() => onOpenChange(false)}>
        <DialogTitle className="sr-only">{image.alt}</DialogTitle>
        <DialogDescription className="sr-only">
          Press Escape or the close button to return.
        </DialogDescription>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          data-slot="lightbox-image"
          className="h-auto max-h-[min(800px,100%)] w-auto max-w-full rounded-lg object-contain shadow-2xl"
          onClick={(event) => event.stopPropagation()}
        />
      </DialogContent>
    </Dialog>
  );
}
