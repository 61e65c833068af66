import { ACTION_ATTRIBUTE, ACTIONS_SCRIPT_MARK } from "../app/components/page-actions.ts";

const ACTIONS_SCRIPT = new RegExp(`<script ${ACTIONS_SCRIPT_MARK}="">[\\s\\S]*?</script>`);
/** What the actions script runs: an action button or a dialog's invoker, or an island that may render one. */
const ACTION = new RegExp(`\\s(${ACTION_ATTRIBUTE}|commandfor|data-island)="`);

/** A page keeps the actions script only when it has something the script runs. */
export function withActions(html: string) {
  return ACTION.test(html) ? html : html.replace(ACTIONS_SCRIPT, "");
}
