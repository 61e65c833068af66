import type * as React from "react";
import { Link } from "react-router";
import { locations } from "~/content/locations";
import { footerColumns, footerCopy } from "~/content/navigation";
import { site } from "~/content/site";
import { LogoMark } from "./logo";

/** The build's year; the head script (`header-controls.ts`) writes the visitor's over it. */
function CurrentYear() {
  return (
    <span data-slot="current-year" suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

const headquarters = locations.find((location) => location.city === site.headquarters);

export const FOOTER_LINK_CLASS =
  "text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline";

function FooterContact() {
  return (
    <div className="col-span-2 sm:col-span-4 lg:col-span-2">
      <Link to="/" className="inline-flex items-center gap-2 font-semibold">
        <LogoMark className="size-6" />
        {site.name}
      </Link>
      <p className="mt-3 max-w-xs text-sm text-muted-foreground">{site.tagline}</p>
      <h2 className="mt-6 text-sm font-semibold">{footerCopy.contactHeading}</h2>
      <address className="mt-2 text-sm text-muted-foreground not-italic">
        {headquarters?.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <a
          href={`mailto:${site.contactEmail}`}
          className={`mt-2 inline-block ${FOOTER_LINK_CLASS}`}
        >
          {site.contactEmail}
        </a>
      </address>
    </div>
  );
}

/** The footer's id: the first paint waits until the parser reaches it, so the page above it is whole. */
export const FOOTER_ID = "site-footer";

/** `cookieSettings`: the link that reopens the consent banner, in the column that asks for it. */
export function SiteFooter({ cookieSettings }: { cookieSettings?: React.ReactNode }) {
  return (
    <footer id={FOOTER_ID} data-slot="site-footer" className="border-t bg-card">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 lg:grid-cols-6">
          <FooterContact />
          {footerColumns.map((column) => (
            // Plain columns under headings, not navigation landmarks: the header holds the site's navigation.
            <div key={column.heading}>
              <h2 className="text-sm font-semibold">{column.heading}</h2>
              <ul className="mt-3 grid gap-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={`inline-block py-1.5 ${FOOTER_LINK_CLASS}`}>
                      {link.title}
                    </Link>
                  </li>
                ))}
                {"cookieSettings" in column && cookieSettings ? <li>{cookieSettings}</li> : null}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-10 flex flex-col-reverse gap-4 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            © <CurrentYear />
            {` ${site.name}. ${footerCopy.rights}`}
          </p>
          {/* Named as text: three brand icons' paths cost every page more than the words. */}
          <ul className="flex gap-4" aria-label={footerCopy.socialLabel}>
            {site.social.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${link.label} (opens in a new tab)`}
                  className={`inline-block py-1.5 ${FOOTER_LINK_CLASS}`}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
