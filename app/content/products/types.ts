import type { Screenshot } from "~/content/types";

/** The mock screens are rendered at a desktop viewport. */
export const SCREEN_WIDTH = 1280;
export const SCREEN_HEIGHT = 800;

export function screen(name: string, alt: string, caption: string): Screenshot {
  return {
    src: `/images/screens/${name}.webp`,
    alt,
    caption,
    width: SCREEN_WIDTH,
    height: SCREEN_HEIGHT,
  };
}
