import { base64url } from "~/lib/base64url";

/** A Share button's certificate, as JSON (`bundleJson`), when the page carries it rather than its link. */
export const SHARE_BUNDLE_ATTRIBUTE = "data-bundle";

/**
 * Completes each Share button that carries its certificate as JSON: its `data-url`, the verifier's
 * address, gets the certificate as the link's fragment, encoded as `encodeBundleFragment` does.
 * The JSON repeats what the page already shows (fields, hash, key), so it costs the page far fewer
 * compressed bytes than the encoded link would.
 */
export function completeShareLink(doc: Document) {
  doc.querySelectorAll<HTMLElement>(`[${SHARE_BUNDLE_ATTRIBUTE}]`).forEach((button) => {
    button.dataset.url += `#${base64url(button.getAttribute(SHARE_BUNDLE_ATTRIBUTE)!)}`;
    button.removeAttribute(SHARE_BUNDLE_ATTRIBUTE);
  });
}
