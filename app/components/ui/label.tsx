import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** A field's label, or (`option`) the label beside a checkbox, set in body weight and wrapping. */
export function Label({
  option = false,
  className,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & { option?: boolean }) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        option ? "pt-0.5 leading-snug font-normal" : "leading-none font-medium",
        className,
      )}
      {...props}
    />
  );
}
