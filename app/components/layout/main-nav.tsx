import { Link, NavLink } from "react-router";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "~/components/ui/navigation-menu";
import { CtaLink } from "~/components/sections/cta-link";
import { mainLinks, productLinks } from "~/content/navigation";
import { cn } from "~/lib/utils";
import { ThemeToggle } from "~/features/theme/theme-toggle";

export function MainNav() {
  return (
    <div className="hidden items-center gap-2 md:flex">
      <NavigationMenu aria-label="Main">
        <NavigationMenuList>
          <NavigationMenuItem>
            <NavigationMenuTrigger>Products</NavigationMenuTrigger>
            <NavigationMenuContent>
              <ul className="grid w-[22rem] gap-1">
                {productLinks.map((product) => (
                  <li key={product.href}>
                    <NavigationMenuLink asChild>
                      <Link
                        to={product.href}
                        className="block rounded-md p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
                      >
                        <span className="block text-sm font-semibold">{product.title}</span>
                        <span className="mt-1 block text-sm text-muted-foreground">
                          {product.description}
                        </span>
                      </Link>
                    </NavigationMenuLink>
                  </li>
                ))}
              </ul>
            </NavigationMenuContent>
          </NavigationMenuItem>
          {mainLinks.map((link) => (
            <NavigationMenuItem key={link.href}>
              <NavigationMenuLink asChild>
                <NavLink
                  to={link.href}
                  className={cn(navigationMenuTriggerStyle, "aria-[current=page]:text-brand-ink")}
                >
                  {link.title}
                </NavLink>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ))}
        </NavigationMenuList>
      </NavigationMenu>
      <ThemeToggle />
      <CtaLink />
    </div>
  );
}
