import { ACTION_ATTRIBUTE } from "~/components/page-actions";
import { loadDocument } from "~/lib/document-navigation";

/** The action a plan button names (`data-action`); the islands script never holds its click. */
export const CHOOSE_PLAN = "choose-plan";

const PLAN_BUTTON = `[${ACTION_ATTRIBUTE}=${CHOOSE_PLAN}]`;

type Win = Window & typeof globalThis;

/** The plan buttons of a plan grid read their names and can be pressed again. */
function restorePlans(grid: HTMLElement) {
  grid.removeAttribute("aria-busy");
  grid.querySelectorAll<HTMLButtonElement>(PLAN_BUTTON).forEach((button) => {
    button.textContent = button.dataset.label ?? "";
    button.disabled = false;
  });
}

/**
 * A plan chosen on the pricing page: "Processing..." at once, every plan button held, then the
 * request-demo page for that plan and the checked billing period; if it cannot load (offline, the
 * server down), the grid's alert says so and the buttons come back. The script imports no content:
 * the page gives it every word and address it shows or opens.
 */
function choosePlan(win: Win, button: HTMLButtonElement) {
  const grid = button.closest<HTMLElement>("[data-slot=plan-grid]")!;
  const alert = grid.querySelector("[role=alert]")!;
  const billing = grid.querySelector<HTMLInputElement>("input[name=billing-period]:checked");
  grid.setAttribute("aria-busy", "true");
  alert.textContent = "";
  grid.querySelectorAll<HTMLButtonElement>(PLAN_BUTTON).forEach((other) => {
    other.disabled = true;
  });
  button.textContent = grid.dataset.processing ?? "";
  // The button carries its page's address for each period (`data-href-monthly`, `-yearly`).
  const href = billing?.value === "yearly" ? button.dataset.hrefYearly : button.dataset.hrefMonthly;
  loadDocument(href ?? "", win).catch(() => {
    alert.textContent = grid.dataset.failed ?? "";
    restorePlans(grid);
  });
}

/**
 * The pricing page's plan buttons, run by an inline script after the plan grid (`PlanGrid`), so a
 * plan answers the first tap at once; only the pricing page carries it.
 */
export function install(doc: Document) {
  const win = doc.defaultView as Win;
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(PLAN_BUTTON);
    if (button) choosePlan(win, button);
  });
  // Back from the request-demo page, the browser may show the pricing page as it was left.
  win.addEventListener("pageshow", (event) => {
    if (event.persisted)
      doc.querySelectorAll<HTMLElement>("[data-slot=plan-grid]").forEach(restorePlans);
  });
}
