/**
 * Goes to `href` as a new document, once the server has answered for it: a navigation that cannot
 * start (offline, the server down) rejects here, so the page can say so, instead of replacing
 * itself with the browser's error page. Resolves never: the page is unloading.
 */
export async function loadDocument(href: string, win: Window = window) {
  const response = await win.fetch(href, { method: "HEAD", cache: "no-store" });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  win.location.assign(href);
  return new Promise<never>(() => {});
}
