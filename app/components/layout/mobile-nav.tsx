import { Menu, X } from "lucide-react";
import { NavLink } from "react-router";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureIcon } from "~/components/sections/feature-icon";
import { Button } from "~/components/ui/button";
import { mainLinks, productLinks } from "~/content/navigation";
import { ThemeToggle } from "~/components/layout/theme-toggle";

const linkClass = "rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent";

/** The phone's menu: a popover its button opens natively, before and without any script. */
export function MobileNav() {
  return (
    <div className="group/menu md:hidden">
      <Button variant="ghost" size="icon" popoverTarget="mobile-menu" aria-label="Menu">
        <Menu aria-hidden="true" className="group-has-[:popover-open]/menu:hidden" />
        <X aria-hidden="true" className="hidden group-has-[:popover-open]/menu:block" />
      </Button>
      {/*
       * A popover under the header: while it is open the page under it is dimmed by its backdrop (a
       * click there closes it, as any click outside it does) and holds still (app.css locks the
       * root's scroll).
       */}
      <nav
        id="mobile-menu"
        aria-label="Main"
        popover=""
        className="top-16 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-b bg-popover px-4 pt-2 pb-6 text-popover-foreground elevation-lg backdrop:top-16 backdrop:bg-black/50 dark:border-input"
      >
        <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Products
        </p>
        <ul>
          {productLinks.map((product) => (
            <li key={product.href}>
              <NavLink to={product.href} className={`${linkClass} flex gap-3`}>
                <FeatureIcon name={product.icon} size="sm" className="mt-0.5" />
                <span>
                  {product.title}
                  <span className="block text-sm font-normal text-muted-foreground">
                    {product.description}
                  </span>
                </span>
              </NavLink>
            </li>
          ))}
          {mainLinks.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={`${linkClass} block`}>
                {link.title}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center justify-between gap-4 border-t pt-4">
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <ThemeToggle />
            Theme
          </div>
          <CtaLink className="grow basis-0" />
        </div>
      </nav>
    </div>
  );
}
