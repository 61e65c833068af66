/**
 * Runs as the parser passes an above-the-fold screenshot (`ScreenImage` with `loading="eager"`):
 * the current theme's image loads at once, as an eager image would, and the other theme's stays
 * lazy and unrendered.
 */
export function install(doc: Document) {
  const script = doc.currentScript;
  const theme = doc.documentElement.classList.contains("dark") ? "dark" : "light";
  const image = script?.parentNode?.querySelector<HTMLImageElement>(`img[data-theme="${theme}"]`);
  if (image) image.loading = "eager";
}
