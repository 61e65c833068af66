import {
  ACTION_ATTRIBUTE,
  ACTIONS_SCRIPT_MARK,
  PAGE_ACTIONS,
} from "../../app/components/page-actions.ts";
import { ZOOMABLE_IMAGES_SCRIPT_MARK } from "../../app/components/zoomable-image-script.ts";

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

/** What a script may carry and still join others: nothing but the build's marks, read above. */
const JOINABLE = new RegExp(`^(\\s+(${PAGE_SCRIPTS.map(({ mark }) => mark).join("|")})="")*$`);

/** Only end tags, which add nothing to the document a script sees. */
const END_TAGS = /^(\s*<\/[a-z]+>)*\s*$/;

const USE_STRICT = '"use strict";';

/**
 * The page with each run of its classic inline scripts that stand together (nothing between them
 * but end tags) joined into one, where the first was: they run at one moment anyway, and each
 * inline script's hash is 54 bytes of the page's policy header. Only strict scripts without
 * attributes but the build's marks join (every page script is bundled strict code), so one
 * "use strict" serves the run.
 */
export function withJoinedScripts(html: string) {
  let out = "";
  let open: { body: string; between: string } | null = null;
  let last = 0;
  const flush = () => {
    if (open) out += `<script>${open.body}</script>${open.between}`;
    open = null;
  };
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [whole, attributes = "", body = ""] = match;
    const before = html.slice(last, match.index);
    last = match.index + whole.length;
    const joinable = JOINABLE.test(attributes) && body.startsWith(USE_STRICT);
    if (open && joinable && END_TAGS.test(open.between + before)) {
      open.body += `;${body.slice(USE_STRICT.length)}`;
      open.between += before;
      continue;
    }
    flush();
    out += before;
    if (joinable) open = { body, between: "" };
    else out += whole;
  }
  flush();
  return out + html.slice(last);
}
