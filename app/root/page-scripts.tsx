import * as React from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import { ISLANDS_ENTRY_URL, ISLANDS_MODULES, type IslandsOptions } from "~/islands/islands-script";
import islandsScript from "~/islands/islands-script.ts?inline-script";
import { ACTIONS_SCRIPT_MARK } from "~/components/page-actions";
import actionsScript from "~/components/page-actions.ts?inline-script";
import { ZOOMABLE_IMAGES_SCRIPT_MARK } from "~/components/zoomable-image-script";
import zoomableImagesScript from "~/components/zoomable-image-script.ts?inline-script";

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

// Completed by the build (`scripts/build/islands.ts`), which drops it from a page without islands.
const islandsOptions: IslandsOptions = { entry: ISLANDS_ENTRY_URL, modules: ISLANDS_MODULES };

/**
 * The scripts after a page's main (`SiteShell`): its actions' (copy, share, plan buttons) and its zoomable
 * images' (in development too, where the app hydrates whole, since no component runs them; the
 * build drops each from a page without what it runs), then on a built page its islands' (the
 * build drops it from a page without islands). Its page view, when
 * analytics is configured and the visitor has accepted, is the consent banner's script's
 * (app/features/consent); every navigation loads a document, so each one is counted.
 */
export function PageScripts({ hydrates }: { hydrates: boolean }) {
  return (
    <>
      <script
        {...{ [ACTIONS_SCRIPT_MARK]: "" }}
        dangerouslySetInnerHTML={{ __html: actionsScript() }}
      />
      <script
        {...{ [ZOOMABLE_IMAGES_SCRIPT_MARK]: "" }}
        dangerouslySetInnerHTML={{ __html: zoomableImagesScript() }}
      />
      {hydrates ? null : (
        <script dangerouslySetInnerHTML={{ __html: islandsScript(islandsOptions) }} />
      )}
    </>
  );
}
