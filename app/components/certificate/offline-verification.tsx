import { Download } from "lucide-react";
import { CopyButton } from "~/components/ui/copy-button";
import {
  Section,
  SectionDescription,
  SectionHeader,
  SectionHeading,
} from "~/components/sections/section";
import { certificateFiles } from "~/content/certificate";
import { verificationCopy } from "~/content/verification";

const copy = verificationCopy.offline;
const downloads = Object.entries(copy.downloads) as [keyof typeof certificateFiles, string][];

export function OfflineVerification() {
  return (
    // The certificate's width, so the block starts where the certificate does; its text keeps a
    // readable measure.
    <Section aria-labelledby="offline-heading" width="wide" className="*:max-w-3xl">
      <SectionHeader align="start" spacing="even">
        <SectionHeading id="offline-heading">{copy.heading}</SectionHeading>
        {copy.description.map((paragraph) => (
          <SectionDescription key={paragraph}>{paragraph}</SectionDescription>
        ))}
      </SectionHeader>
      {/* Two by two from sm: four files in a wrapping row left the last alone on a second row. */}
      <ul className="grid gap-3 sm:grid-cols-2">
        {downloads.map(([key, label]) => (
          <li key={key}>
            <a
              href={certificateFiles[key]}
              download
              className="flex min-h-10 items-center gap-2 rounded-md border border-input bg-background px-4 py-2 text-sm font-medium hover:bg-accent"
            >
              <Download aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-lg bg-muted">
        <pre
          tabIndex={0}
          aria-label={copy.commandLabel}
          className="overflow-x-auto p-4 font-mono text-xs text-foreground sm:text-sm"
        >
          <code>{copy.command}</code>
        </pre>
        <div className="flex justify-end px-4 pb-4">
          <CopyButton
            value={copy.command}
            label={copy.copyCommand}
            copiedMessage={copy.commandCopied}
            failedMessage={copy.commandCopyFailed}
          />
        </div>
      </div>
      <p className="mt-6 text-sm text-muted-foreground">{copy.demoKeyNote}</p>
    </Section>
  );
}
