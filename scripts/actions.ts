import {
  ACTION_ATTRIBUTE,
  ACTIONS_SCRIPT_MARK,
  PAGE_ACTIONS,
} from "../app/components/page-actions.ts";
import { ZOOMABLE_IMAGES_SCRIPT_MARK } from "../app/components/zoomable-image-script.ts";

/**
 * The page scripts a page keeps only when it has what they run: in its markup, or rendered by one
 * of its islands (found in their built code).
 */
const PAGE_SCRIPTS = [
  {
    // Copy and share buttons; an island's action is named by a string (a toast's `data-action`
    // flag is not). The plan buttons' script is the pricing page's own.
    mark: ACTIONS_SCRIPT_MARK,
    inMarkup: new RegExp(`\\s${ACTION_ATTRIBUTE}="(${PAGE_ACTIONS.join("|")})"`),
    inCode: new RegExp(`"${ACTION_ATTRIBUTE}":\\s*["'\`](${PAGE_ACTIONS.join("|")})["'\`]`),
  },
  {
    // A dialog's invoker, an image loaded when idle.
    mark: ZOOMABLE_IMAGES_SCRIPT_MARK,
    inMarkup: /\s(commandfor|data-load)="/,
    inCode: /\bcommandfor:/,
  },
];

/** A page keeps each of these scripts only when it has what the script runs (`islandCode`: its islands' chunks). */
export function withUsedScripts(html: string, islandCode: string[] = []) {
  return PAGE_SCRIPTS.reduce(
    (page, { mark, inMarkup, inCode }) =>
      inMarkup.test(page) || islandCode.some((code) => inCode.test(code))
        ? page
        : page.replace(new RegExp(`<script ${mark}="">[\\s\\S]*?</script>`), ""),
    html,
  );
}
