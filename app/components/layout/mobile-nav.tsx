import { Menu, X } from "lucide-react";
import { NavLink } from "react-router";
import { CtaLink } from "~/components/sections/cta-link";
import { Button } from "~/components/ui/button";
import { mainLinks, productLinks } from "~/content/navigation";
import { ThemeToggle } from "~/components/layout/theme-toggle";

const linkClass = "block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent";

/** The header's controls (header-controls.ts) open and close it, from the first paint. */
export function MobileNav() {
  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        className="group/menu"
        aria-expanded={false}
        aria-controls="mobile-menu"
        aria-label="Menu"
        data-disclosure="menu"
      >
        <Menu aria-hidden="true" className="group-aria-expanded/menu:hidden" />
        <X aria-hidden="true" className="hidden group-aria-expanded/menu:block" />
      </Button>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden
        className="absolute inset-x-0 top-full z-10 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-popover px-4 pt-2 pb-6 text-popover-foreground elevation-lg dark:border-input"
      >
        <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Products
        </p>
        <ul>
          {productLinks.map((product) => (
            <li key={product.href}>
              <NavLink to={product.href} className={linkClass}>
                {product.title}
                <span className="block text-sm font-normal text-muted-foreground">
                  {product.description}
                </span>
              </NavLink>
            </li>
          ))}
          {mainLinks.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={linkClass}>
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
      {/*
       * While the menu is open, the page under it is dimmed (a click there closes the menu, as any
       * click outside it does) and holds still (app.css locks the root's scroll). The header's
       * backdrop filter makes it the box a fixed element would fill, so this hangs from its bottom.
       */}
      <div
        aria-hidden="true"
        data-slot="menu-backdrop"
        className="absolute inset-x-0 top-full hidden h-dvh bg-black/50 [#mobile-menu:not([hidden])+&]:block"
      />
    </div>
  );
}
