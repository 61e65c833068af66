/**
 * The CMS's configuration (Decap CMS, `/admin/config.yml`), generated from the content's zod schemas
 * so its fields cannot drift from what the build accepts: the posts' frontmatter
 * (`app/content/post-schema.ts`) and every launch data file (`app/content/data-schemas.ts`).
 */
import { z } from "zod";
import { dataFiles, DATA_DIR } from "../../app/content/data-schemas.ts";
import { postFrontmatterSchema } from "../../app/content/post-schema.ts";
import { adminUrl } from "./admin-files.ts";

type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

export type CmsField = Record<string, unknown> & { name: string };

export const POSTS_FOLDER = "app/content/posts";
/** Where the editor's uploads go: the blog's images, which the posts' schema requires. */
const BLOG_IMAGES = { media_folder: "public/images/blog", public_folder: "/images/blog" };
/** A post's cover, light or dark: any picture uploaded there is optimised by the build. */
const BLOG_COVER = {
  widget: "image",
  choose_url: false,
  ...BLOG_IMAGES,
  media_folder: "/public/images/blog",
};
const LEADER_IMAGES = { media_folder: "/public/images/leaders", public_folder: "/images/leaders" };
const PARTNER_LOGOS = {
  media_folder: "/public/images/partners",
  public_folder: "/images/partners",
};

/** Fields a generic widget would serve badly, by their path in the file (list items as `*`). */
const WIDGETS: Record<string, Record<string, unknown>> = {
  // A post's authors are picked from the leaders' file by id.
  authors: {
    widget: "relation",
    collection: "data",
    file: "leaders",
    value_field: "leaders.*.id",
    search_fields: ["leaders.*.name"],
    display_fields: ["leaders.*.name"],
    multiple: true,
    min: 1,
  },
  // A field's folders are relative to the entry unless they start with "/" (the repository's root).
  "cover.src": BLOG_COVER,
  "cover.dark": BLOG_COVER,
  "leaders.*.image": { widget: "image", choose_url: false, ...LEADER_IMAGES },
  "leaders.*.originalImage": { widget: "image", choose_url: false, ...LEADER_IMAGES },
  "partners.*.logo": { widget: "image", choose_url: false, ...PARTNER_LOGOS },
};

/** Text longer than this gets a multi-line box. */
const LONG_TEXT = 200;

function humanize(name: string) {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function widgetOf(schema: JsonSchema, path: string): Record<string, unknown> {
  if (schema.anyOf) {
    const values = schema.anyOf.map((option) => option.const);
    if (values.every((value) => value !== undefined)) return { widget: "select", options: values };
    throw new Error(`CMS config: ${path} is a union the editor has no widget for`);
  }
  if (schema.enum) return { widget: "select", options: schema.enum };
  switch (schema.type) {
    case "string":
      if (schema.format === "date" || schema.format === "date-time") {
        return {
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
          picker_utc: true,
        };
      }
      return {
        widget: (schema.maxLength ?? 0) > LONG_TEXT ? "text" : "string",
        ...(schema.pattern ? { pattern: [schema.pattern, `must match ${schema.pattern}`] } : {}),
      };
    case "number":
    case "integer":
      return {
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
          ? { max: schema.maximum }
          : {}),
      };
    case "boolean":
      return { widget: "boolean" };
    case "object":
      return { widget: "object", fields: fieldsOf(schema, path) };
    case "array": {
      const bounds = {
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      const items = schema.items ?? {};
      if (items.type === "object") {
        return { widget: "list", ...bounds, fields: fieldsOf(items, `${path}.*`) };
      }
      return { widget: "list", ...bounds, field: fieldOf("item", items, `${path}.*`, true) };
    }
    default:
      throw new Error(`CMS config: ${path} has a type the editor has no widget for`);
  }
}

function fieldOf(name: string, schema: JsonSchema, path: string, required: boolean): CmsField {
  const nullable = schema.anyOf?.find((option) => option.type === "null");
  const value = nullable ? schema.anyOf!.find((option) => option !== nullable)! : schema;
  return {
    name,
    label: value.title ?? schema.title ?? humanize(name),
    ...(value.description ? { hint: value.description } : {}),
    ...(WIDGETS[path] ?? widgetOf(value, path)),
    required: required && !nullable,
    ...(schema.default !== undefined ? { default: schema.default } : {}),
  };
}

function fieldsOf(schema: JsonSchema, prefix = ""): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(
      name,
      property,
      prefix ? `${prefix}.${name}` : name,
      schema.required?.includes(name) ?? false,
    ),
  );
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: (context) => {
      // A post's dates are `z.coerce.date()`: the editor writes them as YYYY-MM-DD.
      if (context.zodSchema._zod.def.type === "date") {
        context.jsonSchema.type = "string";
        context.jsonSchema.format = "date";
      }
    },
  }) as JsonSchema;
}

/** The fields of one schema, as the CMS lists them. */
export const cmsFields = (schema: z.ZodType) => fieldsOf(jsonSchemaOf(schema));

export type CmsOptions = {
  /** `owner/name` of the GitHub repository the CMS commits to. */
  repo: string;
  branch: string;
  /** Where the OAuth handshake runs: this site's origin, or a separate OAuth service's. */
  authBaseUrl: string;
  /** `npm run cms`: the local proxy (decap-server) that commits to the working tree's repository. */
  localBackendUrl?: string;
  /** The site's address, linked from the editor's header. */
  siteUrl: string;
};

export function cmsConfig({ repo, branch, authBaseUrl, localBackendUrl, siteUrl }: CmsOptions) {
  return {
    backend: {
      name: "github",
      repo,
      branch,
      base_url: authBaseUrl,
      auth_endpoint: "api/cms/auth",
      squash_merges: true,
    },
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    // A save is a draft on a branch of its own (a pull request on GitHub), moved through review
    // to ready; only publishing merges it into \`branch\` (docs/content-editing.md).
    publish_mode: "editorial_workflow",
    site_url: siteUrl,
    display_url: siteUrl,
    logo: { src: adminUrl("logo"), show_in_header: true },
    ...BLOG_IMAGES,
    // An empty optional field is left out of the file, as the schemas read it.
    omit_empty_optional_fields: true,
    collections: [
      {
        name: "posts",
        label: "Blog posts",
        label_singular: "Blog post",
        folder: POSTS_FOLDER,
        create: true,
        extension: "md",
        format: "frontmatter",
        slug: "{{slug}}",
        summary: "{{title}} ({{pubDate}})",
        sortable_fields: ["pubDate", "title"],
        fields: [
          ...cmsFields(postFrontmatterSchema),
          { name: "body", label: "Body", widget: "markdown" },
        ],
      },
      {
        name: "data",
        label: "Launch data",
        format: "json",
        editor: { preview: false },
        files: dataFiles.map(({ name, label, schema }) => ({
          name,
          label,
          file: `${DATA_DIR}/${name}.json`,
          fields: cmsFields(schema),
        })),
      },
    ],
  };
}
