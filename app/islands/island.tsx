import type * as React from "react";

/** Every island, by the name its markup carries; `app/entry.islands.tsx` loads each one's component. */
export type IslandName = "waitlist" | "certificate" | "verifier";

/**
 * What makes an island hydrate as the page loads instead of on a visitor's first reach: the address
 * carrying a fragment (`hash`) or a query (`search`) the island reads, which the prerendered HTML
 * cannot show.
 */
export type IslandStartsWith = "hash" | "search";

/**
 * An interactive part of a page that needs React: it is prerendered like the rest, with its props in
 * the markup, and hydrates on its own when a visitor first reaches for it (see `islands-script.ts`),
 * or at once when the address has what `startsWith` names. A control the platform runs (a checkbox,
 * a disclosure, a dialog) is not an island. In development, where the app hydrates whole, it is an
 * ordinary part of the page. `display: contents` keeps the wrapper out of the layout.
 */
export function island<P extends object>(
  name: IslandName,
  Component: React.ComponentType<P>,
  { startsWith }: { startsWith?: IslandStartsWith } = {},
) {
  function Island(props: P) {
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(props)}
        data-starts-with={startsWith}
        className="contents"
      >
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
