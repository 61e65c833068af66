import { Download } from "lucide-react";
import { Section, SectionHeader, SectionHeading } from "~/components/sections/section";
import { certificateFiles } from "~/content/certificate";
import { verificationCopy } from "~/content/verification";

const copy = verificationCopy.offline;
const downloads = Object.entries(copy.downloads) as [keyof typeof certificateFiles, string][];

export function OfflineVerification() {
  return (
    <Section aria-labelledby="offline-heading" className="max-w-4xl">
      <SectionHeader className="mx-0 mb-8 max-w-none text-left">
        <SectionHeading id="offline-heading">{copy.heading}</SectionHeading>
      </SectionHeader>
      <div className="space-y-4 text-muted-foreground">
        {copy.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className="mt-6 flex flex-wrap gap-3">
        {downloads.map(([key, label]) => (
          <li key={key}>
            <a
              href={certificateFiles[key]}
              download
              className="inline-flex h-10 items-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent"
            >
              <Download aria-hidden="true" className="size-4" />
              {label}
            </a>
          </li>
        ))}
      </ul>
      <pre
        tabIndex={0}
        aria-label="OpenSSL command"
        className="mt-6 overflow-x-auto rounded-lg bg-muted p-4 font-mono text-sm text-foreground"
      >
        <code>{copy.command}</code>
      </pre>
      <p className="mt-6 text-sm text-muted-foreground">{copy.demoKeyNote}</p>
    </Section>
  );
}
