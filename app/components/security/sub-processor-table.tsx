import type { SubProcessor } from "~/content/security";

const COLUMNS = ["name", "purpose", "data", "region"] as const;

/** The sub-processors as a table; on a phone it scrolls sideways inside its own focusable box. */
export function SubProcessorTable({
  rows,
  labels,
}: {
  rows: readonly SubProcessor[];
  labels: Record<(typeof COLUMNS)[number] | "caption", string>;
}) {
  return (
    <div
      role="region"
      aria-label={labels.caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
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
                  {row[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
