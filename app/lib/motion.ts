/** The visitor's wish for less motion: animations show their final state instead. */
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
