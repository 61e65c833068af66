import type * as React from "react";
import { cn } from "~/lib/utils";

export function fieldErrorId(id: string) {
  return `${id}-error`;
}

/** A field's validation message; the field points at it with aria-describedby. */
export function FieldError({
  id,
  message,
  className,
  ...props
}: React.ComponentProps<"p"> & { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p
      id={fieldErrorId(id)}
      data-slot="field-error"
      className={cn("text-sm font-medium text-brand-ink", className)}
      {...props}
    >
      {message}
    </p>
  );
}
