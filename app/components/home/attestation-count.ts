import { formatNumber } from "~/content/format";
import { createCounter } from "~/lib/counter";
import { REDUCED_MOTION } from "~/lib/motion";

/** The counter's parts, as `AttestationCounter` renders them and `installAttestationCount` drives them. */
export const ATTESTATION_COUNT = {
  /** The whole current number, for screen readers. */
  value: "count-value",
  /** An invisible copy of the number that holds the width while digits are erased. */
  width: "count-width",
  /** What is on screen, marked `data-animating` while it is retyped (its classes draw the caret). */
  text: "count-text",
} as const;

/**
 * Runs the live count over its prerendered first number: ticking only while the tab is visible,
 * catching up when it comes back, without the typing under reduced motion.
 */
export function installAttestationCount(doc: Document) {
  const [value, width, text] = Object.values(ATTESTATION_COUNT).map((slot) =>
    doc.querySelector(`[data-slot=${slot}]`),
  );
  if (!value || !width || !text) return;

  const count = createCounter((number, shown, animating) => {
    const whole = formatNumber(number);
    if (value.textContent !== whole) value.textContent = width.textContent = whole;
    text.textContent = shown;
    text.toggleAttribute("data-animating", animating);
  }, !doc.defaultView!.matchMedia(REDUCED_MOTION).matches);
  const sync = () => (doc.hidden ? count.pause() : count.resume());
  sync();
  doc.addEventListener("visibilitychange", sync);
}
