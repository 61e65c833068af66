import { Toaster } from "~/components/ui/toaster";
import { island } from "~/islands/island";
import { PlanField } from "./plan-field";
import { useChosenPlan } from "./use-chosen-plan";
import { WaitlistForm } from "./waitlist-form";

/**
 * The request-demo page's form whole: its fields, the plan chooser that follows the address, the
 * "Request received" panel, and the toaster its answers show in (sonner, bottom-right, Alt+T).
 */
export function RequestDemoForm() {
  const chosen = useChosenPlan();
  return (
    <>
      <WaitlistForm
        plan={chosen.plan?.planKey ?? undefined}
        planField={<PlanField {...chosen} />}
      />
      <Toaster />
    </>
  );
}

/**
 * The form as an island of the static request-demo page. A query (`?plan=…&billing=…`, from the
 * pricing page) hydrates it as the page loads, so the chosen plan and its price show at once.
 */
export const RequestDemoFormIsland = island("waitlist", RequestDemoForm, { startsWith: "search" });
