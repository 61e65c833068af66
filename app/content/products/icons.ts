import type { IconName } from "../types.ts";

/**
 * Each product's one icon: its entry in the header's Products menu, and the part it plays in a
 * Flow (Fulfillment is Source's workforce, Trust is Trust's attestation).
 */
export const productIcons = {
  flows: "workflow",
  source: "user-check",
  trust: "shield-check",
} as const satisfies Record<string, IconName>;
