import type { PrivacyBlock, PrivacySection as Section } from "~/content/privacy";
import { PRIVACY_TOC_ID } from "~/components/privacy/privacy-toc";

function Block({ block }: { block: PrivacyBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "subheading":
      return <h3 className="pt-2 text-lg font-semibold text-foreground">{block.text}</h3>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-ink">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "email":
      return (
        <p>
          {block.label}:{" "}
          <a
            href={`mailto:${block.address}`}
            className="font-medium text-brand-ink underline underline-offset-4"
          >
            {block.address}
          </a>
        </p>
      );
  }
}

/**
 * One numbered section, the target of its contents entry. Not a named region: thirteen landmarks
 * would crowd a screen reader's list of them, and its heading already leads to it.
 */
export function PrivacySection({ section, backToTop }: { section: Section; backToTop: string }) {
  return (
    <section id={section.id}>
      <h2 className="text-2xl font-bold tracking-tight text-foreground">{section.heading}</h2>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <a
        href={`#${PRIVACY_TOC_ID}`}
        className="mt-4 inline-block rounded-sm text-sm underline-offset-4 hover:underline"
      >
        {backToTop}
      </a>
    </section>
  );
}
