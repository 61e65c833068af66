import * as React from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import { islandsScript } from "~/islands/islands-script";

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

/**
 * A page's scripts: its islands' (the build drops it from a page without islands). Its page view,
 * when analytics is configured and the visitor has accepted, is the consent banner's script's
 * (app/features/consent); every navigation loads a document, so each one is counted.
 */
export function PageScripts() {
  return <script dangerouslySetInnerHTML={{ __html: islandsScript }} />;
}
