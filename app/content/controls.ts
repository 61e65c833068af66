/** The words of the site's shared controls, wherever a page has them. */
export const controlsCopy = {
  skipToContent: "Skip to content",
  lightbox: {
    /** `{alt}` is the image's own description. */
    enlarge: "Enlarge image: {alt}",
    close: "Close",
    fit: "Fit to screen",
    hint: "Press Escape or the close button to return.",
  },
} as const;
