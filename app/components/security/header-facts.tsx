import type { HeaderFact } from "~/content/security";
import { WholeCompounds } from "~/components/ui/whole-compounds";

/** The response headers by name, each with what it does for a visitor. */
export function HeaderFacts({
  heading,
  headers,
}: {
  heading: string;
  headers: readonly HeaderFact[];
}) {
  return (
    <div className="mt-10">
      <h3 className="text-lg font-semibold">{heading}</h3>
      <dl className="mt-4 divide-y rounded-2xl border">
        {headers.map((header) => (
          <div
            key={header.name}
            className="grid gap-1 p-4 md:grid-cols-[18rem_minmax(0,1fr)] md:gap-6"
          >
            <dt className="font-mono text-sm break-all">{header.name}</dt>
            <dd className="text-sm text-muted-foreground">
              <WholeCompounds>{header.what}</WholeCompounds>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
