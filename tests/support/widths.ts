/**
 * The widest layout the site has: past it every page's content keeps its widest measure (`max-w-7xl`,
 * 80rem), so no box changes size. The built-file tests hold every page to it (no band changes height
 * past it), and the end-to-end checks that follow a page's height need no wider width.
 */
export const WIDEST_LAYOUT_PX = 1280;
