import { isDecided } from "~/content/security";

/**
 * The status of audits and certifications, once the company has stated it; until then the
 * section's intro (an audit is named once issued) says all there is.
 */
export function AssuranceStatus({ status }: { status: { label: string; value: string } }) {
  if (!isDecided(status)) return null;
  return (
    <p className="text-sm">
      <span className="font-medium">{status.label}:</span>{" "}
      <span className="text-muted-foreground">{status.value}</span>
    </p>
  );
}
