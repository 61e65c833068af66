/** What the 404 page writes to the console (spec): the address a visitor tried. */
export const MISSING_PATH_MESSAGE = "404 Error: User attempted to access non-existent route:";

/**
 * The 404 page's inline script: it logs the missing path as the page loads, at the info level: a
 * mistyped address is no fault of the page, and an error would show in every audit of its console.
 */
export function install(doc: Document) {
  console.info(MISSING_PATH_MESSAGE, doc.location.pathname);
}
