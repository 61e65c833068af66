import { Link } from "react-router";
import type { NavLinkItem } from "~/content/navigation";

/** The site's main pages as cards, each a link with a line on what it holds. */
export function MainRoutes({ label, routes }: { label: string; routes: readonly NavLinkItem[] }) {
  return (
    <nav aria-label={label} className="mt-12 w-full text-left">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {routes.map((route) => (
          <li key={route.href}>
            <Link
              to={route.href}
              className="block h-full rounded-2xl border bg-card p-5 transition-colors hover:bg-accent"
            >
              <span className="font-semibold">{route.title}</span>
              {route.description ? (
                <span className="mt-1 block text-sm text-pretty text-muted-foreground">
                  {route.description}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
