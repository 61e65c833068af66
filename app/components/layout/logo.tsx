import { Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/** The woven mark: colour on light backgrounds, all white in the dark theme. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className ?? "size-8"}>
      <rect
        x="5"
        y="4"
        width="6"
        height="24"
        rx="1.5"
        className="fill-foreground dark:fill-white"
      />
      <rect x="13" y="4" width="15" height="6" rx="1.5" className="fill-brand dark:fill-white" />
      <rect x="13" y="13" width="10" height="6" rx="1.5" className="fill-brand dark:fill-white" />
      <rect
        x="13"
        y="22"
        width="5"
        height="6"
        rx="1.5"
        className="fill-foreground/40 dark:fill-white"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "flex items-center gap-2 rounded-md text-xl font-bold tracking-tight",
        className,
      )}
      aria-label={`${site.name} home`}
      data-slot="logo"
    >
      <LogoMark />
      <span className="dark:text-white">{site.name}</span>
    </Link>
  );
}
