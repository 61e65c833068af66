import * as React from "react";
import { joinCompounds } from "~/lib/compounds";

/**
 * Copy whose hyphenated words stay on one line: a line never ends at "compliance-" with
 * "critical" below it. Text children stay one text each; element children pass through.
 */
export function WholeCompounds({ children }: { children?: React.ReactNode }) {
  return React.Children.map(children, (child) =>
    typeof child === "string" ? joinCompounds(child) : child,
  );
}
