import { KeyRound } from "lucide-react";
import {
  Section,
  SectionDescription,
  SectionHeader,
  SectionHeading,
} from "~/components/sections/section";
import { signingKeys } from "~/content/signing-keys";
import { verifierCopy } from "~/content/verification";

const copy = verifierCopy.keys;

/** The published list a certificate's key is looked up in, as wide as the verifier's cards above it. */
export function SigningKeyList() {
  return (
    <Section aria-labelledby="keys-heading" width="wide">
      <SectionHeader align="start" spacing="even">
        <SectionHeading id="keys-heading">{copy.heading}</SectionHeading>
        <SectionDescription>{copy.description}</SectionDescription>
      </SectionHeader>
      <pre
        tabIndex={0}
        aria-label="OpenSSL fingerprint command"
        className="overflow-x-auto rounded-lg bg-muted p-4 font-mono text-xs text-foreground sm:text-sm"
      >
        <code>{copy.fingerprintCommand}</code>
      </pre>
      <ul className="mt-6 grid gap-4">
        {signingKeys.map((key) => (
          <li key={key.id} className="rounded-2xl border bg-card p-6">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <KeyRound aria-hidden="true" className="size-4 shrink-0" />
              {key.label}
              {key.demo ? (
                <span className="rounded-full border px-2 py-0.5 text-xs font-medium">
                  {copy.demo}
                </span>
              ) : null}
            </p>
            {key.demo ? (
              <p className="mt-1 text-sm text-muted-foreground">{copy.demoNote}</p>
            ) : null}
            <dl className="mt-4 grid gap-3 text-sm">
              {[
                [copy.fingerprint, key.fingerprint],
                [copy.publicKey, key.publicKey],
                [copy.validFrom, key.validFrom],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="font-medium">{label}</dt>
                  <dd className="mt-1 font-mono break-all text-muted-foreground">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted-foreground">
        {verifierCopy.format.text}{" "}
        <a
          href={verifierCopy.format.href}
          className="font-mono text-brand-ink underline underline-offset-4"
        >
          {verifierCopy.format.link}
        </a>
      </p>
    </Section>
  );
}
