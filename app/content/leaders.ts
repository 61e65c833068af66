import type { z } from "zod";
import type { leaderSchema } from "~/content/data-schemas";
import { leadersSchema, parseDataFile } from "~/content/data-schemas";
import data from "~/content/data/leaders.json" with { type: "json" };
import { links } from "~/content/pages";
import type { CallToAction } from "~/content/types";

/**
 * Leadership team for /about, edited in `data/leaders.json` (or the CMS). Names, bios and profile
 * links are placeholders (`npm run launch:check`). `id` is the name in kebab case: a blog post's
 * `authors` name leaders by it; `image` is the "Awesome Mode" portrait, `originalImage` the default.
 */
export type Leader = z.infer<typeof leaderSchema>;

/** Both portrait styles are square SVG illustrations of this size. */
export const PORTRAIT_SIZE = 400;

function firstAndRest([first, ...rest]: Leader[]): readonly [Leader, ...Leader[]] {
  if (!first) throw new Error("app/content/data/leaders.json: no leader"); // the schema's min(1)
  return [first, ...rest];
}

export const leaders = firstAndRest(parseDataFile("leaders", leadersSchema, data).leaders);

export const aboutCopy = {
  heading: "The people behind the human layer",
  description:
    "Fabric is built by operators, engineers and customer leaders who believe agentic AI should make room for people and prove when they were there.",
  leadershipHeading: "Leadership",
  mode: {
    label: "Portrait style",
    boring: "Boring Mode",
    awesome: "Awesome Mode",
  },
  /** `{name}` is filled in; the portraits are illustrations, not photographs. */
  portraitAlt: {
    boring: "Illustrated portrait of {name}",
    awesome: "Illustrated portrait of {name} in sunglasses against a starburst",
  },
  linkedinLabel: "{name} on LinkedIn",
  locationsHeading: "Where we work",
  locationsDescription: "Two offices today, two more opening soon.",
} as const;

export const aboutCallToAction = {
  heading: "Talk to the team",
  description:
    "Tell us where people belong in your AI workflows. One of us will show you how Flows, Source and Trust fit.",
  action: links.requestDemo,
} satisfies CallToAction;
