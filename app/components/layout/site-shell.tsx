import type * as React from "react";
import { ACTION_STATUS_SLOT } from "~/components/page-actions";
import { controlsCopy } from "~/content/controls";
import { ConsentBanner } from "~/features/consent/consent-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {controlsCopy.skipToContent}
      </a>
      <ConsentBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      {/* Where the page's actions say how they went (copied, shared): outside every island, so
          no hydration ever meets a message the actions script wrote. */}
      <p role="status" data-slot={ACTION_STATUS_SLOT} className="sr-only" />
    </div>
  );
}
