import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { ctaLink } from "~/content/navigation";

/** The site's one call to action: "Learn More", to the waitlist, with context for screen readers and crawlers. */
export function CtaLink({
  variant = "brand",
  ...props
}: Omit<ButtonProps, "asChild" | "children">) {
  return (
    <Button asChild variant={variant} {...props}>
      <Link to={ctaLink.href}>
        {ctaLink.title}
        <span className="sr-only"> {ctaLink.description}</span>
      </Link>
    </Button>
  );
}
