import { CircleAlert, CircleCheck, CircleX, LoaderCircle, ShieldCheck } from "lucide-react";
import { verificationCopy } from "~/content/verification";
import { type BundleReport, type CheckStatus, reportChecks } from "~/lib/certificate-bundle";
import { cn } from "~/lib/utils";

const copy = verificationCopy.status;

const checkLook = {
  passed: { Icon: CircleCheck, className: "text-success", prefix: "Passed: " },
  failed: { Icon: CircleX, className: "text-brand-ink", prefix: "Failed: " },
  warning: { Icon: CircleAlert, className: "text-foreground", prefix: "Warning: " },
} satisfies Record<CheckStatus, object>;

const verdictLook = {
  invalid: { Icon: CircleX, className: "text-brand-ink", text: copy.invalid },
  "unknown-signer": { Icon: CircleAlert, className: "", text: copy.unknownSigner },
  fabric: { Icon: CircleCheck, className: "text-success", text: copy.valid },
} satisfies Record<BundleReport["verdict"], object>;

function Verdict({ report }: { report: BundleReport }) {
  const { Icon, className, text } = verdictLook[report.verdict];
  const verdict = (
    <p
      data-valid={String(report.verdict !== "invalid")}
      className={cn("flex items-center gap-2 text-xl font-bold", className)}
    >
      <Icon aria-hidden="true" className="size-6 shrink-0" />
      {text}
    </p>
  );
  if (report.verdict !== "fabric") return verdict;
  return (
    <>
      {verdict}
      <p className="mt-2 flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
        {copy.signedByFabric}
        {report.signer?.demo ? (
          <span className="rounded-full border px-2 py-0.5 text-xs font-medium">
            {copy.demoKey}
          </span>
        ) : null}
      </p>
    </>
  );
}

const details = {
  fabric: copy.validDetail,
  "unknown-signer": copy.unknownSignerDetail,
  invalid: copy.invalidDetail,
};

function Checks({ report }: { report: BundleReport }) {
  return (
    <>
      <p className="mt-1 text-sm text-muted-foreground">{details[report.verdict]}</p>
      <ol className="mt-4 space-y-2 text-sm">
        {reportChecks(report).map(({ status, text }) => {
          const { Icon, className: iconClass, prefix } = checkLook[status];
          return (
            <li key={text} className="flex gap-2">
              <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", iconClass)} />
              <span className="min-w-0 break-words">
                <span className="sr-only">{prefix}</span>
                {text}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * A certificate's verdict and the checks behind it. `pending`: `report` is the check made when the
 * page was built, which this browser has not yet made itself. It then holds its space unseen under
 * a "Verifying" line, so nothing moves when the browser's own verdict arrives: from the hydrated
 * component (which passes its own report), or from the page's check without React
 * (`sample-check-script.ts`), which marks an ancestor `data-checked-in-browser` once it agrees.
 * While the island catches up with an edit made before it hydrated (`aria-busy`), the "Verifying"
 * line shows again.
 */
export function VerificationStatus({
  report,
  pending = false,
  className,
}: {
  report: BundleReport;
  pending?: boolean;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="verification-heading"
      className={cn("rounded-2xl border bg-card p-6", className)}
    >
      <h2 id="verification-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <div className="relative mt-4">
        {pending ? (
          <p className="absolute inset-x-0 top-0 flex items-center gap-2 text-muted-foreground in-data-checked-in-browser:not-in-aria-busy:hidden">
            <LoaderCircle
              aria-hidden="true"
              className="size-5 animate-spin motion-reduce:animate-none"
            />
            {copy.pending}
          </p>
        ) : null}
        <div
          className={cn(pending && "invisible in-data-checked-in-browser:not-in-aria-busy:visible")}
        >
          <div role="status" aria-live="polite">
            <Verdict report={report} />
          </div>
          <Checks report={report} />
        </div>
      </div>
    </section>
  );
}
