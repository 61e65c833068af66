/** The partner strip's pause button, as `PartnerStrip` renders it. */
export const PARTNER_PAUSE = "partner-pause";

/**
 * The pause button of the partner strip flips its pressed state; the strip's classes stop the
 * loop while it is pressed (WCAG 2.2.2) and swap its icon.
 */
export function installPartnerPause(doc: Document) {
  const button = doc.querySelector<HTMLButtonElement>(`[data-slot=${PARTNER_PAUSE}]`);
  button?.addEventListener("click", () => {
    button.setAttribute("aria-pressed", String(button.getAttribute("aria-pressed") !== "true"));
  });
}
