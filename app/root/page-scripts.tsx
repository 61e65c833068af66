import * as React from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import { GTAG_SRC, createAnalytics } from "~/lib/analytics";
import { islandsScript } from "~/islands/islands-script";
import { config } from "~/lib/config";

/**
 * Whether the app's own scripts hydrate the document. Built pages never do: each is static, with
 * its interactive parts as islands (`app/islands/`) and its own inline scripts. Development
 * hydrates the whole app, for hot reload; so does React Router's SPA fallback page, which its
 * build refuses without the app's scripts and which nothing serves (the postbuild deletes it).
 */
export function useAppHydrates() {
  const framework = React.useContext(UNSAFE_FrameworkContext);
  return import.meta.env.DEV || !!framework?.isSpaMode;
}

/** The inline script that sends a page's view; null when no measurement id is configured. */
export function pageViewScriptFor(ids: readonly string[]) {
  if (ids.length === 0) return null;
  const args = [JSON.stringify(ids), "window", JSON.stringify(GTAG_SRC)].join(",");
  return `(${createAnalytics.toString()})(${args}).pageView(location.pathname+location.search,document.title)`;
}

const pageViewScript = pageViewScriptFor(config.gaMeasurementIds);

/**
 * A page's scripts: its islands' (the build drops it from a page without islands) and its page
 * view, when analytics is configured. Every navigation loads a document, so each one is counted.
 */
export function PageScripts() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: islandsScript }} />
      {pageViewScript ? <script dangerouslySetInnerHTML={{ __html: pageViewScript }} /> : null}
    </>
  );
}
