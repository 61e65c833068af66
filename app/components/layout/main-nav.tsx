import { ChevronDown } from "lucide-react";
import { Link, NavLink } from "react-router";
import { CtaLink } from "~/components/sections/cta-link";
import { FeatureIcon } from "~/components/sections/feature-icon";
import { mainLinks, productLinks } from "~/content/navigation";
import { ThemeToggle } from "~/components/layout/theme-toggle";

const itemClass =
  "inline-flex h-10 items-center justify-center gap-1 rounded-md px-4 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground";

/**
 * The desktop navigation. Products is a popover its button opens natively, hung under the button
 * (app.css); the head script (header-controls.ts) also opens it under the pointer, with the spec's
 * delays.
 */
export function MainNav() {
  return (
    <div className="hidden items-center gap-2 md:flex">
      <nav aria-label="Main">
        <ul className="flex items-center gap-1">
          <li data-hover className="group">
            <button
              type="button"
              popoverTarget="products-menu"
              className={`${itemClass} group-has-[:popover-open]:bg-accent`}
            >
              Products
              <ChevronDown
                aria-hidden="true"
                className="size-3.5 transition-transform duration-200 group-has-[:popover-open]:rotate-180"
              />
            </button>
            {/* The top padding bridges the gap, so the pointer crosses it without leaving the menu. */}
            <div
              id="products-menu"
              data-slot="products-menu"
              popover=""
              className="overflow-visible bg-transparent pt-2"
            >
              <ul className="grid w-[24rem] gap-1 rounded-lg border bg-popover p-2 text-popover-foreground elevation-lg">
                {productLinks.map((product) => (
                  <li key={product.href}>
                    <Link
                      to={product.href}
                      className="flex gap-3 rounded-md p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
                    >
                      <FeatureIcon name={product.icon} size="sm" />
                      <span>
                        <span className="block text-sm font-semibold">{product.title}</span>
                        <span className="mt-1 block text-sm text-muted-foreground">
                          {product.description}
                        </span>
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
