import * as React from "react";
import { Link } from "react-router";
import { site } from "~/content/site";
import { LogoMark } from "./logo";
import { SocialIcon } from "./social-icon";

const subscribeNever = () => () => {};

/** The prerendered year is the build's; after hydration it is the visitor's. */
function CurrentYear() {
  const year = React.useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return <>{year}</>;
}

const BUILD_YEAR = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer data-slot="site-footer" className="border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex items-center gap-3">
          <LogoMark className="size-6" />
          <p className="text-sm text-muted-foreground">
            © <CurrentYear /> {site.name}. All rights reserved.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          <Link
            to="/privacy-notice"
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            Privacy Policy
          </Link>
          <ul className="flex items-center gap-2" aria-label="Social media">
            {site.social.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${link.label} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  <SocialIcon network={link.label} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
