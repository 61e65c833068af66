import * as React from "react";
import { isHydrating } from "~/lib/hydration";

/**
 * A part of the page with nothing to hydrate: on the first load React adopts its prerendered HTML
 * as it is (an element with inner HTML is never diffed while hydrating), so none of its components
 * run in the browser; its links then load documents. After a client navigation it renders normally.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function Prerendered({ children }: { children: React.ReactNode }) {
  const [keepServerHtml] = React.useState(isHydrating);
  if (keepServerHtml) {
    return (
      <div
        data-slot="prerendered"
        className="contents"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return (
    <div data-slot="prerendered" className="contents">
      {children}
    </div>
  );
}
