import { isDecided, type SubProcessor } from "~/content/security";
import { WholeCompounds } from "~/components/ui/whole-compounds";

const COLUMNS = ["name", "purpose", "data", "region"] as const;
type Labels = Record<(typeof COLUMNS)[number] | "caption", string>;

/** On a phone, each sub-processor is a card of labelled facts: a table there would scroll sideways. */
function SubProcessorCards({ rows, labels }: { rows: readonly SubProcessor[]; labels: Labels }) {
  return (
    <ul aria-label={labels.caption} className="grid gap-4 sm:hidden">
      {rows.map((row) => (
        <li key={row.name} className="rounded-2xl border p-4 text-sm">
          <h3 className="font-semibold">{row.name}</h3>
          <dl className="mt-2 grid gap-2">
            {COLUMNS.slice(1).map((column) => (
              <div key={column}>
                <dt className="font-medium">{labels[column]}</dt>
                <dd className="text-muted-foreground">
                  <WholeCompounds>{row[column]}</WholeCompounds>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sub-processors: a table from `sm` up, cards on a phone. A provider the company has yet to
 * name is left out, not listed as pending.
 */
export function SubProcessorTable({
  rows: listed,
  labels,
}: {
  rows: readonly SubProcessor[];
  labels: Labels;
}) {
  const rows = listed.filter(isDecided);
  return (
    <>
      <SubProcessorCards rows={rows} labels={labels} />
      <div className="overflow-hidden rounded-2xl border max-sm:hidden">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{labels.caption}</caption>
          <thead className="bg-muted/60">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {labels[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y border-t">
            {rows.map((row) => (
              <tr key={row.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-medium">
                  {row.name}
                </th>
                {COLUMNS.slice(1).map((column) => (
                  <td key={column} className="px-4 py-3 text-muted-foreground">
                    <WholeCompounds>{row[column]}</WholeCompounds>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
