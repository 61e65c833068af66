import { Menu, X } from "lucide-react";
import * as React from "react";
import { NavLink, useLocation } from "react-router";
import { CtaLink } from "~/components/sections/cta-link";
import { Button } from "~/components/ui/button";
import { mainLinks, productLinks } from "~/content/navigation";
import { cn } from "~/lib/utils";
import { ThemeToggle } from "~/features/theme/theme-toggle";

const linkClass = "block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent";

export function MobileNav() {
  const [open, setOpen] = React.useState(false);
  const { pathname, hash } = useLocation();
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  // Close on every navigation.
  React.useEffect(() => setOpen(false), [pathname, hash]);

  React.useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!open}
        className={cn(
          "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background px-4 pt-2 pb-6 shadow-lg",
        )}
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
    </div>
  );
}
