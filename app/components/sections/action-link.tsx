import { ExternalLink } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { LinkItem } from "~/content/types";
import { config } from "~/lib/config";

const NEW_TAB = "(opens in a new tab)";

/**
 * A content module's link drawn as a button: internal links route, external ones open a new tab,
 * and a link to a place on the same page stays a plain anchor so the browser scrolls to it. A link
 * tied to a build setting goes to that setting's external address when the build names one.
 */
export function ActionLink({
  link: given,
  variant = "brand",
  size = "lg",
  icon,
  ...props
}: Omit<ButtonProps, "asChild" | "children"> & {
  link: LinkItem;
  /** A trailing icon for internal links, such as an arrow. */
  icon?: React.ReactNode;
}) {
  const configured = given.buildSetting ? config[given.buildSetting] : null;
  const link = configured ? { ...given, href: configured, external: true } : given;
  const context = link.context ? <span className="sr-only">{` ${link.context}`}</span> : null;
  return (
    <Button asChild variant={variant} size={size} {...props}>
      {link.external ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
          {context}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">{` ${NEW_TAB}`}</span>
        </a>
      ) : link.href.startsWith("#") ? (
        <a href={link.href}>
          {link.label}
          {context}
          {icon}
        </a>
      ) : (
        <Link to={link.href}>
          {link.label}
          {context}
          {icon}
        </Link>
      )}
    </Button>
  );
}
