import { Section, SectionIntro } from "~/components/sections/section";
import type { Comparison } from "~/content/types";
import { cn } from "~/lib/utils";

/**
 * Two offers compared row by row. From `md` a table of rows by offers; on a phone each row is a
 * block, each value naming its column before it, so nothing scrolls sideways.
 */
export function ComparisonSection({ comparison }: { comparison: Comparison }) {
  const { intro, columns, rows } = comparison;
  return (
    <Section aria-labelledby="comparison-heading" width="wide">
      <SectionIntro copy={intro} headingId="comparison-heading" />
      <table aria-labelledby="comparison-heading" className="w-full text-left max-md:block">
        <thead className="max-md:sr-only">
          <tr className="border-b">
            <td className="w-1/4" />
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn("p-4 font-semibold", index === 0 && "text-brand-ink")}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr key={row.label} className="border-b max-md:grid max-md:gap-3 max-md:py-6">
              <th scope="row" className="p-4 font-semibold max-md:p-0">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={columns[index]}
                  data-column={columns[index]}
                  className={cn(
                    "p-4 max-md:p-0 max-md:before:block max-md:before:text-sm max-md:before:content-[attr(data-column)]",
                    index === 0 ? "font-medium" : "text-muted-foreground",
                  )}
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
