import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { verificationCopy } from "~/content/verification";
import type { VerificationResult } from "~/lib/certificate";
import { cn } from "~/lib/utils";

const copy = verificationCopy.status;

function Check({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li className="flex gap-2">
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-4 shrink-0", ok ? "text-success" : "text-brand-ink")}
      />
      <span>
        <span className="sr-only">{ok ? "Passed: " : "Failed: "}</span>
        {children}
      </span>
    </li>
  );
}

/** The result of the in-browser check; `null` until the page has hydrated and run it. */
export function VerificationStatus({
  result,
  fieldCount,
}: {
  result: VerificationResult | null;
  fieldCount: number;
}) {
  return (
    <section aria-labelledby="verification-heading" className="rounded-2xl border bg-card p-6">
      <h2 id="verification-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <div role="status" aria-live="polite" className="mt-4">
        {result === null ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircle
              aria-hidden="true"
              className="size-5 animate-spin motion-reduce:animate-none"
            />
            {copy.pending}
          </p>
        ) : (
          <p
            data-valid={result.valid}
            className={cn(
              "flex items-center gap-2 text-xl font-bold",
              result.valid ? "text-success" : "text-brand-ink",
            )}
          >
            {result.valid ? (
              <CircleCheck aria-hidden="true" className="size-6" />
            ) : (
              <CircleX aria-hidden="true" className="size-6" />
            )}
            {result.valid ? copy.valid : copy.invalid}
          </p>
        )}
      </div>
      {result ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {result.valid ? copy.validDetail : copy.invalidDetail}
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            <Check ok>
              {copy.checks.canonical
                .replace("{fields}", String(fieldCount))
                .replace("{bytes}", String(result.byteLength))}
            </Check>
            <Check ok={result.hashMatches}>
              {result.hashMatches
                ? copy.checks.hashMatch
                : copy.checks.hashMismatch.replace(
                    "{hash}",
                    `${result.computedHash.slice(0, 12)}…`,
                  )}
            </Check>
            <Check ok={result.signatureValid}>
              {result.signatureValid ? copy.checks.signatureValid : copy.checks.signatureInvalid}
            </Check>
          </ul>
        </>
      ) : null}
    </section>
  );
}
