import { waitlistPage } from "~/content/waitlist";

/** What a visitor can expect after sending the form. Static: its link loads the privacy notice as a document. */
export function NextSteps() {
  return (
    <div data-slot="next-steps">
      <h2 className="text-xl font-semibold tracking-tight">{waitlistPage.asideHeading}</h2>
      <ol className="mt-6 grid gap-6">
        {waitlistPage.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-medium">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm text-muted-foreground">
        {waitlistPage.privacy}{" "}
        <a href={waitlistPage.privacyLink.href} className="text-brand-ink underline">
          {waitlistPage.privacyLink.label}
        </a>
        .
      </p>
    </div>
  );
}
