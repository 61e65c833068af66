import { urlEntry } from "../build/client-entry.ts";

/** The brand face's check on a visit's first page, added to the client build beside React Router's own. */
export const FONT_SWAP_ENTRY = "app/entry.font.ts";
/** Written next to build/client, for the postbuild: the entry's URL. */
export const FONT_SWAP_MANIFEST = "font-swap.json";

export const fontSwapEntry = () => urlEntry("font", FONT_SWAP_ENTRY, FONT_SWAP_MANIFEST);
