import type * as React from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type MetaFunction,
} from "react-router";
import { headerControlsOptions } from "~/components/layout/header-controls-options";
import { FOOTER_ID } from "~/components/layout/site-footer";
import { SiteShell } from "~/components/layout/site-shell";
import { blogCopy, feeds } from "~/content/blog";
import { ConsentBanner, asksForConsent } from "~/features/consent/consent-banner";
import { CookieSettingsLink } from "~/features/consent/cookie-settings-link";
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { brandFont, FONT_SWAP_ENTRY_URL } from "~/lib/brand-font";
import { config } from "~/lib/config";
import { VITALS_ENTRY_URL, type FirstPaintOptions } from "~/lib/first-paint";
import headScript from "~/root/head-script.ts?inline-script";
import { PageScripts, useAppHydrates } from "~/root/page-scripts";
import type { Route } from "./+types/root";
import interFontUrl from "./fonts/inter-latin-wght.woff2?url";
import stylesheetUrl from "./styles/app.css?url";

/**
 * Prerendered pages carry the stylesheet inline, so first paint waits for no second request; the
 * browser bundle never contains it (hydration leaves the element's contents alone). Development
 * links it normally for hot reload.
 */
const inlineStylesheet: string =
  import.meta.env.SSR && !import.meta.env.DEV
    ? (await import("./styles/app.css?inline")).default
    : "";

// Development hydrates the whole app and has no built entry to load.
const firstPaintOptions: FirstPaintOptions = {
  vitals: config.vitalsUrl && !import.meta.env.DEV ? VITALS_ENTRY_URL : "",
  font: brandFont(interFontUrl, import.meta.env.DEV ? "" : FONT_SWAP_ENTRY_URL),
};

export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetUrl }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  ...feeds.map((feed) => ({
    rel: "alternate",
    type: feed.type,
    title: `${blogCopy.feedTitle} (${feed.label})`,
    href: feed.path,
  })),
];

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrates = useAppHydrates();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#111318" media="(prefers-color-scheme: dark)" />
        <script
          dangerouslySetInnerHTML={{
            __html: headScript({ header: headerControlsOptions(), firstPaint: firstPaintOptions }),
          }}
          suppressHydrationWarning
        />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: inlineStylesheet }} suppressHydrationWarning />
        <Links />
        {/* No frame paints a half-parsed page, so nothing already drawn moves as the rest arrives. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      </head>
      <body>
        <SiteShell
          banner={<ConsentBanner />}
          cookieSettings={asksForConsent ? <CookieSettingsLink /> : null}
          scripts={<PageScripts hydrates={hydrates} />}
        >
          {children}
        </SiteShell>
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const meta: MetaFunction = () => [{ title: "Unexpected Application Error! | Fabric" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <PageHeader>
      <PageHeaderHeading>Unexpected Application Error!</PageHeaderHeading>
      <PageHeaderDescription>{message}</PageHeaderDescription>
      {import.meta.env.DEV && error instanceof Error && error.stack ? (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-muted p-4 text-left text-xs">
          {error.stack}
        </pre>
      ) : null}
    </PageHeader>
  );
}
