import type * as React from "react";
import { securityCopy } from "~/content/security";
import { ProseLink } from "./security-section";

const policy = securityCopy.disclosure;

function Part({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border bg-card p-6">
      <h3 className="font-semibold">{heading}</h3>
      <div className="mt-3 space-y-3 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-ink">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** How to report a vulnerability, what is in scope, what we promise back, and the safe harbour. */
export function DisclosurePolicy() {
  const { contact, include, scope, times, safeHarbour, file } = policy;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Part heading={contact.heading}>
        <p>{contact.text}</p>
        <p>
          <ProseLink href={`mailto:${contact.address}`}>{contact.address}</ProseLink>
        </p>
      </Part>
      <Part heading={include.heading}>
        <Items items={include.items} />
      </Part>
      <Part heading={scope.heading}>
        {[scope.inScope, scope.outOfScope].map((list) => (
          <div key={list.label}>
            <h4 className="font-medium text-foreground">{list.label}</h4>
            <div className="mt-1.5">
              <Items items={list.items} />
            </div>
          </div>
        ))}
      </Part>
      <Part heading={times.heading}>
        <Items items={times.items} />
      </Part>
      <div className="md:col-span-2">
        <Part heading={safeHarbour.heading}>
          <p>{safeHarbour.text}</p>
          <p>
            {file.text} <ProseLink href={file.link.href}>{file.link.label}</ProseLink>.
          </p>
        </Part>
      </div>
    </div>
  );
}
