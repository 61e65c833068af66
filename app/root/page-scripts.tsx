import * as React from "react";
import {
  UNSAFE_FrameworkContext,
  redirectDocument,
  useMatches,
  type ClientLoaderFunctionArgs,
} from "react-router";
import { GTAG_SRC, createAnalytics } from "~/lib/analytics";
import { islandsScript } from "~/islands/islands-script";
import { config } from "~/lib/config";

/** What a route module's `handle` says about its pages. */
export type PageHandle = {
  /**
   * false: the page has nothing for React to do, so it ships no modules at all. The header runs
   * from its head script, links load documents, and an inline script sends the page view. Such a
   * route also exports `loader = () => null` and `clientLoader = loadAsDocument`.
   */
  hydrate?: boolean;
};

/**
 * A static route's `clientLoader`: the app, loaded on another page, never renders a static page
 * itself but loads its document, so the page's own scripts are the only code it ever runs.
 */
export function loadAsDocument({ request }: ClientLoaderFunctionArgs) {
  return redirectDocument(request.url);
}

/**
 * Whether the page being rendered loads the app. Static routes never render in the browser (their
 * `clientLoader` loads the document instead), so this only differs while prerendering. Development
 * always hydrates, for hot reload.
 */
export function usePageHydrates() {
  const matches = useMatches();
  const framework = React.useContext(UNSAFE_FrameworkContext);
  if (import.meta.env.DEV) return true;
  // React Router's build refuses an SPA fallback page without the app's scripts; nothing serves
  // that page (the postbuild deletes it).
  if (framework?.isSpaMode) return true;
  return matches.every((match) => (match.handle as PageHandle | undefined)?.hydrate !== false);
}

/** The inline script that sends a static page's view; null when no measurement id is configured. */
export function pageViewScriptFor(ids: readonly string[]) {
  if (ids.length === 0) return null;
  const args = [JSON.stringify(ids), "window", JSON.stringify(GTAG_SRC)].join(",");
  return `(${createAnalytics.toString()})(${args}).pageView(location.pathname+location.search,document.title)`;
}

const pageViewScript = pageViewScriptFor(config.gaMeasurementIds);

/**
 * A static page's scripts: its islands' (the build drops it from a page without islands) and its
 * page view, when analytics is configured.
 */
export function StaticPageScripts() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: islandsScript }} />
      {pageViewScript ? <script dangerouslySetInnerHTML={{ __html: pageViewScript }} /> : null}
    </>
  );
}
