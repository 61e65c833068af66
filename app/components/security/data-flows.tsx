import type { DataFlow } from "~/content/security";
import { WholeCompounds } from "~/components/ui/whole-compounds";

/** Each kind of data the site handles: what it is, where it goes, how long it is kept. */
export function DataFlows({
  flows,
  labels,
}: {
  flows: readonly DataFlow[];
  labels: Record<"collected" | "destination" | "kept", string>;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {flows.map((flow) => (
        <li key={flow.title} className="rounded-2xl border bg-card p-6">
          <h3 className="font-semibold">{flow.title}</h3>
          <dl className="mt-4 grid gap-3 text-sm">
            {(["collected", "destination", "kept"] as const).map((key) => (
              <div key={key}>
                <dt className="font-medium">{labels[key]}</dt>
                <dd className="mt-1 text-muted-foreground">
                  <WholeCompounds>{flow[key]}</WholeCompounds>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
