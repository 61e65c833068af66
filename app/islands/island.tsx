import type * as React from "react";
import type { IslandName } from "~/islands/hydrate-island";

/**
 * An interactive part of a static page (`handle.hydrate: false`): it is prerendered like the rest,
 * with its props in the markup, and hydrates on its own when a visitor first reaches for it (see
 * `islands-script.ts`); `name` is its component's key in `hydrate-island.tsx`. On a page the app
 * hydrates it is an ordinary part of the page. `display: contents` keeps the wrapper out of the
 * layout.
 */
export function island<P extends object>(name: IslandName, Component: React.ComponentType<P>) {
  function Island(props: P) {
    return (
      <div data-island={name} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
