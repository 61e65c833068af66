import { formatQuarter, type PlannedAssurance } from "~/content/security";
import { WholeCompounds } from "~/components/ui/whole-compounds";

type Labels = { planned: string; caption: string; quarter: string; status: string };

/**
 * The audits and certifications planned, each with its target quarter and its status in words;
 * nothing at all while none is planned.
 */
export function AssurancePlan({
  items,
  labels,
}: {
  items: readonly PlannedAssurance[];
  labels: Labels;
}) {
  if (items.length === 0) return null;
  return (
    <div className="mt-10">
      <h3 className="text-lg font-semibold">{labels.planned}</h3>
      <ul aria-label={labels.caption} className="mt-4 divide-y rounded-2xl border">
        {items.map((item) => (
          <li
            key={item.title}
            className="grid gap-3 p-4 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto] md:gap-8"
          >
            <div>
              <h4 className="font-semibold">{item.title}</h4>
              <p className="mt-1 text-sm text-muted-foreground">
                <WholeCompounds>{item.text}</WholeCompounds>
              </p>
            </div>
            <dl className="grid w-fit grid-cols-[auto_auto] gap-x-6 text-sm md:w-56 md:grid-cols-2">
              <div>
                <dt className="font-medium">{labels.quarter}</dt>
                <dd className="text-muted-foreground">{formatQuarter(item.quarter)}</dd>
              </div>
              <div>
                <dt className="font-medium">{labels.status}</dt>
                <dd className="text-muted-foreground">{item.status}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
