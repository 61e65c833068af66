import { Check, Minus } from "lucide-react";
import { Section, SectionIntro } from "~/components/sections/section";
import { type ComparisonValue, planComparison as copy } from "~/content/plan-comparison";
import { plans } from "~/content/plans";

function Value({ value }: { value: ComparisonValue }) {
  if (typeof value === "string") return <>{value}</>;
  const Icon = value ? Check : Minus;
  return (
    <>
      <Icon
        aria-hidden="true"
        className={value ? "mx-auto size-4 text-brand-ink" : "mx-auto size-4 text-muted-foreground"}
      />
      <span className="sr-only">{value ? copy.included : copy.notIncluded}</span>
    </>
  );
}

/** One column's template for the header row and every feature row on a phone, so they line up. */
const PHONE_ROW = "max-md:grid max-md:grid-cols-4 max-md:gap-x-2";
/**
 * A row's rule. From `md` the cells draw it: a collapsed border belongs to the table and would stay
 * behind when the header row sticks.
 */
const ROW_RULE = "max-md:border-b md:*:border-b";

/**
 * What each plan includes, as one table. From `md` it is a grid of features by plans with the
 * plan columns of one width (a fixed layout). On a phone each feature's name is a row across the
 * table over its four values, under one row of plan names, so no plan name is repeated per row and
 * nothing scrolls sideways. Either way the plan names stay in view under the site header (64 px)
 * while the table scrolls; no ancestor may clip overflow, or sticky stops working.
 */
export function PlanComparison() {
  return (
    <Section aria-labelledby="compare-heading" width="wide">
      <SectionIntro copy={copy} headingId="compare-heading" />
      <table className="w-full table-fixed border-separate border-spacing-0 text-left text-sm max-md:block">
        <caption className="sr-only">{copy.heading}</caption>
        <colgroup>
          <col className="w-1/4" />
        </colgroup>
        <thead className="sticky top-16 z-10 bg-background max-md:block">
          <tr className={`${ROW_RULE} ${PHONE_ROW}`}>
            <td className="max-md:hidden" />
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className="px-2 py-3 text-center font-semibold max-md:text-xs md:text-base"
              >
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {copy.groups.map((group) => (
          <tbody key={group.heading} className="max-md:block">
            <tr className="max-md:block">
              <th
                scope="colgroup"
                colSpan={plans.length + 1}
                className="pt-8 pb-2 text-xs font-semibold tracking-wide text-brand-ink uppercase max-md:block"
              >
                {group.heading}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr
                key={row.label}
                className={`${ROW_RULE} ${PHONE_ROW} max-md:gap-y-1.5 max-md:py-3`}
              >
                <th scope="row" className="py-3 pr-3 font-medium max-md:col-span-full max-md:p-0">
                  {row.label}
                </th>
                {plans.map((plan) => (
                  <td
                    key={plan.id}
                    className="px-2 py-3 text-center text-muted-foreground max-md:p-0"
                  >
                    <Value value={row.values[plan.id] ?? false} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </Section>
  );
}
