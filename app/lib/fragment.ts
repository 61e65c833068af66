/**
 * Whether an address's fragment names an element of the page: a place to scroll to (`#keys-heading`),
 * not data a page reads from it (`/verify#<bundle>`).
 */
export function namesElement(doc: Document, hash: string) {
  if (hash.length <= 1) return false;
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1))) !== null;
  } catch {
    // A malformed escape is no element's id.
    return false;
  }
}
