import { z } from "zod";

/**
 * The launch data's files (`app/content/data/*.json`) and their schemas: the build parses every file
 * with its schema (`parseDataFile`), and the CMS's fields are generated from the same schemas
 * (`scripts/cms/config.ts`). Every string has a bound, so an editor's paste cannot grow a page
 * without limit. `title` and `description` in `.meta()` are the editor's label and hint.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const email = z.email().max(254);
const httpsUrl = z.url({ protocol: /^https$/ }).max(500);
/**
 * Absent or null: the CMS leaves an empty optional field out of the file, and the site reads it as
 * null either way.
 */
const orNull = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);
/** An image of the site itself, under public/. */
const sitePath = z
  .string()
  .regex(/^\/[a-z0-9/._-]+$/, "a path of the site, such as /images/leaders/name.svg")
  .max(200);

export const SOCIAL_NETWORKS = ["LinkedIn", "YouTube", "Instagram"] as const;

export const siteSchema = z
  .object({
    name: text(40).meta({ title: "Brand name" }),
    legalName: text(120).meta({ title: "Legal name" }),
    tagline: text(200),
    description: text(300).meta({ description: "The site's description for search engines." }),
    salesEmail: email.meta({ title: "Sales address" }),
    contactEmail: email.meta({
      title: "Contact address",
      description: "The general contact address in the footer.",
    }),
    headquarters: text(60).meta({
      description: "The office whose street address the footer shows: a city of the offices file.",
    }),
    privacyEmail: email.meta({ title: "Privacy address" }),
    securityEmail: email.meta({
      title: "Security address",
      description: "Where vulnerability reports go: the security page and security.txt name it.",
    }),
    story: z
      .object({
        eyebrow: text(40),
        heading: text(100),
        paragraphs: z.array(text(700)).min(1).max(5),
      })
      .strict()
      .meta({ title: "Company story", description: "Why the company exists, told on /about." }),
    social: z
      .array(
        z.object({
          label: z.enum(SOCIAL_NETWORKS).meta({ title: "Network" }),
          href: httpsUrl.meta({ title: "Profile URL" }),
        }),
      )
      .max(SOCIAL_NETWORKS.length)
      .meta({ title: "Social profiles" }),
  })
  .strict();

export const leaderSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "the name in kebab case, such as amara-okafor")
      .max(60)
      .meta({
        description: "Stable id, the name in kebab case: blog posts name their authors by it.",
      }),
    name: text(80),
    role: text(60),
    image: sitePath.meta({ title: "Awesome Mode portrait", description: "Square, 400 × 400." }),
    originalImage: sitePath.meta({
      title: "Boring Mode portrait",
      description: "Square, 400 × 400.",
    }),
    bio: text(600),
    linkedin: httpsUrl.meta({ title: "LinkedIn URL" }),
    location: text(60),
  })
  .strict();

export const leadersSchema = z
  .object({ leaders: z.array(leaderSchema).min(1).max(24) })
  .strict()
  .refine((file) => new Set(file.leaders.map((leader) => leader.id)).size === file.leaders.length, {
    message: "two leaders share an id",
    path: ["leaders"],
  });

export const locationSchema = z
  .object({
    city: text(60),
    country: text(60),
    address: z.array(text(120)).max(5).meta({
      title: "Address lines",
      description: "Ending with the country; none while the office is not open yet.",
    }),
    comingSoon: z.boolean().meta({ title: "Coming soon" }),
  })
  .strict();

export const locationsSchema = z
  .object({ locations: z.array(locationSchema).min(1).max(12) })
  .strict();

export const partnerSchema = z
  .object({
    name: text(80).meta({
      description: "The company's name: what a screen reader says for its logo.",
    }),
    logo: sitePath.regex(/\.(svg|png|webp)$/, "an SVG, PNG or WebP file").meta({
      title: "Logo",
      description:
        "The partner's approved logo file: SVG, or PNG or WebP with a transparent background, about 5:1 or narrower. It is shown in one colour, fitted into 160 × 32 px.",
    }),
  })
  .strict();

export const partnersSchema = z
  .object({ partners: z.array(partnerSchema).min(1).max(24) })
  .strict();

export const PLAN_KEYS = ["free_org", "starter", "professional"] as const;

export const planSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .max(40),
    name: text(40),
    planKey: orNull(z.enum(PLAN_KEYS)).meta({
      title: "Plan key",
      description: "What the request-demo form records; none for Enterprise, which goes to sales.",
    }),
    badge: orNull(text(30)),
    price: text(20).meta({ title: "Monthly price" }),
    priceYearly: text(20).meta({ title: "Yearly price" }),
    period: z.string().max(20).meta({ description: "Shown after the monthly price, such as /mo." }),
    periodYearly: z.string().max(20).meta({ title: "Yearly period" }),
    description: text(200),
    allowances: orNull(
      z.object({
        flows: z.number().int().min(0).max(10_000_000),
        attestations: z.number().int().min(0).max(10_000_000),
      }),
    ).meta({ description: "Volume per month, listed first; none for unlimited plans." }),
    features: z.array(text(80)).min(1).max(12),
    buttonText: text(40).meta({ title: "Button text" }),
    isEnterprise: z.boolean().meta({ title: "Enterprise" }),
  })
  .strict();

export const plansSchema = z.object({ plans: z.array(planSchema).min(1).max(6) }).strict();

export const pricingFaqSchema = z
  .object({
    heading: text(80),
    items: z
      .array(z.object({ question: text(160), answer: text(1000) }).strict())
      .min(1)
      .max(20)
      .meta({ title: "Questions" }),
  })
  .strict();

export const ASSURANCE_STATUSES = ["Planned", "In progress", "Done"] as const;

/** A year's quarter, such as 2027-Q1: when a planned audit is meant to be done. */
const QUARTER = /^20\d\d-Q[1-4]$/;

/** A page of the site, with an optional anchor, such as /verify#keys-heading. */
const siteLink = z
  .string()
  .regex(/^\/[a-z0-9/._-]*(#[a-z0-9-]+)?$/, "a path of the site, such as /verify#keys-heading")
  .max(200);

export const assuranceSchema = z
  .object({
    inPlace: z
      .array(
        z
          .object({
            title: text(80),
            text: text(400),
            link: orNull(z.object({ label: text(60), href: siteLink }).strict()).meta({
              description: "Where a visitor can check it, on this site.",
            }),
          })
          .strict(),
      )
      .min(1)
      .max(12)
      .meta({
        title: "In place today",
        description: "Only what the site and the products do now, each with where to check it.",
      }),
    planned: z
      .array(
        z
          .object({
            title: text(120).meta({ description: "The audit or certification, by its name." }),
            text: text(300).meta({ description: "What it covers." }),
            quarter: z
              .string()
              .regex(QUARTER, "a year and quarter, such as 2027-Q1")
              .meta({ title: "Target quarter" }),
            status: z.enum(ASSURANCE_STATUSES).meta({
              description:
                "Done only once the report or certificate has been issued; until then the launch check lists it.",
            }),
          })
          .strict(),
      )
      .max(12)
      .meta({ title: "Planned audits and certifications" }),
  })
  .strict();

/** Every data file: its name under app/content/data/, its label in the CMS, its schema. */
export const dataFiles = [
  { name: "site", label: "Company details", schema: siteSchema },
  { name: "leaders", label: "Leaders", schema: leadersSchema },
  { name: "locations", label: "Offices", schema: locationsSchema },
  { name: "partners", label: "Partners", schema: partnersSchema },
  { name: "plans", label: "Plans", schema: plansSchema },
  { name: "pricing-faq", label: "Pricing FAQ", schema: pricingFaqSchema },
  { name: "assurance", label: "Audits and certifications", schema: assuranceSchema },
] as const;

export const DATA_DIR = "app/content/data";

/**
 * Parses one data file with its schema; what fails names the file, the field and what is wrong, so
 * the build stops on it.
 */
export function parseDataFile<S extends z.ZodType>(
  name: string,
  schema: S,
  data: unknown,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.map(String).join(".") || "(the file)"}: ${issue.message}`,
  );
  throw new Error(`${DATA_DIR}/${name}.json is not valid:\n${problems.join("\n")}`);
}
