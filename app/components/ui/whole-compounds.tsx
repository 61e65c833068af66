import * as React from "react";
import { splitCompounds } from "~/lib/compounds";

/**
 * Copy whose hyphenated words stay on one line: a line never ends at "compliance-" with
 * "critical" below it. Text children are split into runs; element children pass through.
 */
export function WholeCompounds({ children }: { children?: React.ReactNode }) {
  return React.Children.map(children, (child) =>
    typeof child === "string"
      ? splitCompounds(child).map((part, index) =>
          part.compound ? (
            <span key={index} className="whitespace-nowrap">
              {part.text}
            </span>
          ) : (
            part.text
          ),
        )
      : child,
  );
}
