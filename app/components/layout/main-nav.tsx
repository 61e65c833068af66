import { ChevronDown } from "lucide-react";
import { Link, NavLink } from "react-router";
import { CtaLink } from "~/components/sections/cta-link";
import { mainLinks, productLinks } from "~/content/navigation";
import { ThemeToggle } from "~/components/layout/theme-toggle";

const itemClass =
  "inline-flex h-10 items-center justify-center gap-1 rounded-md px-4 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground";

/**
 * The desktop navigation. Products is a disclosure that also opens under the pointer, with the
 * spec's delays; the header's controls (header-controls.ts) run it from the first paint.
 */
export function MainNav() {
  return (
    <div className="hidden items-center gap-2 md:flex">
      <nav aria-label="Main">
        <ul className="flex items-center gap-1">
          <li className="relative">
            <button
              type="button"
              className={`group ${itemClass} data-[state=open]:bg-accent`}
              aria-expanded={false}
              aria-controls="products-menu"
              data-disclosure="hover"
              data-state="closed"
            >
              Products
              <ChevronDown
                aria-hidden="true"
                className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </button>
            {/* The top padding bridges the gap, so the pointer crosses it without leaving the menu. */}
            <div
              id="products-menu"
              data-slot="products-menu"
              data-state="closed"
              hidden
              className="absolute top-full left-0 z-50 pt-2"
            >
              <ul className="grid w-[22rem] gap-1 rounded-lg border bg-popover p-2 text-popover-foreground elevation-lg">
                {productLinks.map((product) => (
                  <li key={product.href}>
                    <Link
                      to={product.href}
                      className="block rounded-md p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
                    >
                      <span className="block text-sm font-semibold">{product.title}</span>
                      <span className="mt-1 block text-sm text-muted-foreground">
                        {product.description}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </li>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={`${itemClass} aria-[current=page]:text-brand-ink`}>
                {link.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeToggle />
      <CtaLink />
    </div>
  );
}
