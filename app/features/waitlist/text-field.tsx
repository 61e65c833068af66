import type * as React from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { FieldError, fieldErrorId } from "./field-error";

type FieldShellProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
};

function FieldShell({ id, label, hint, error, className, children }: FieldShellProps) {
  return (
    // content-start: when a neighbour's error wraps and makes the row taller, this field's label and
    // input stay at the top instead of spreading over the extra height.
    <div data-slot="form-field" className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {hint ? <span className="font-normal text-muted-foreground">{hint}</span> : null}
      </Label>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

function errorProps(id: string, error?: string) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": fieldErrorId(id) }
    : { "aria-invalid": false as const };
}

type TextFieldProps = React.ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
};

export function TextField({ id, label, error, className, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <Input id={id} aria-required="true" {...errorProps(id, error)} {...props} />
    </FieldShell>
  );
}

type TextAreaFieldProps = React.ComponentProps<typeof Textarea> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

export function TextAreaField({ id, label, hint, error, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <Textarea id={id} {...errorProps(id, error)} {...props} />
    </FieldShell>
  );
}
