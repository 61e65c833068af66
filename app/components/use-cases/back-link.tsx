import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { links } from "~/content/pages";

/** Back to the home page's use-case section, `/#use-cases`. */
export function BackToUseCases() {
  return (
    <Link
      to={links.backToUseCases.href}
      className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {links.backToUseCases.label}
    </Link>
  );
}
