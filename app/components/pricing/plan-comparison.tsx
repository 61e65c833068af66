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
        className={value ? "size-4 text-brand-ink" : "size-4 text-muted-foreground"}
      />
      <span className="sr-only">{value ? copy.included : copy.notIncluded}</span>
    </>
  );
}

/**
 * What each plan includes, as one table. From `md` it is a grid of plans by features; on a phone
 * each feature is a block with its four plans in two columns, each cell naming its plan, so nothing
 * scrolls sideways and no cell is read without its plan.
 */
export function PlanComparison() {
  return (
    <Section aria-labelledby="compare-heading" width="wide">
      <SectionIntro copy={copy} headingId="compare-heading" />
      <table className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{copy.heading}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b">
            <td className="w-1/3 py-3" />
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-3 py-3 text-base font-semibold">
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
                className="border-b max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:py-4"
              >
                <th scope="row" className="py-3 pr-3 font-medium max-md:col-span-2 max-md:p-0">
                  {row.label}
                </th>
                {plans.map((plan) => (
                  <td
                    key={plan.id}
                    data-plan={plan.name}
                    className="px-3 py-3 text-muted-foreground max-md:flex max-md:items-center max-md:justify-between max-md:gap-2 max-md:rounded-md max-md:bg-muted/50 max-md:px-3 max-md:py-2 max-md:text-right max-md:before:text-left max-md:before:whitespace-nowrap max-md:before:text-foreground max-md:before:content-[attr(data-plan)]"
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
