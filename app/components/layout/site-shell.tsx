import type * as React from "react";
import { ACTION_STATUS_SLOT } from "~/components/page-actions";
import { controlsCopy } from "~/content/controls";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The page's frame: skip link, `banner` (the consent banner, early in the tab order), header, main,
 * `scripts`, footer (with `cookieSettings` in its legal column) and the actions' live region. The
 * scripts come before the footer: the first paint waits for the footer (`root.tsx`), so they have
 * run by then, and right after the page's own script, at the end of main, the build joins them
 * into one (`withJoinedScripts`).
 */
export function SiteShell({
  children,
  banner,
  cookieSettings,
  scripts,
}: {
  children: React.ReactNode;
  banner?: React.ReactNode;
  cookieSettings?: React.ReactNode;
  scripts?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium elevation-sm focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {controlsCopy.skipToContent}
      </a>
      {banner}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {scripts}
      <SiteFooter cookieSettings={cookieSettings} />
      {/* Where the page's actions say how they went (copied, shared): outside every island, so
          no hydration ever meets a message the actions script wrote. */}
      <p role="status" data-slot={ACTION_STATUS_SLOT} className="sr-only" />
    </div>
  );
}
