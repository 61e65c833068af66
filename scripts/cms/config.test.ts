import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dataFiles } from "../../app/content/data-schemas.ts";
import { postFrontmatterSchema } from "../../app/content/post-schema.ts";
import { cmsConfig, cmsFields, type CmsField } from "./config.ts";

const config = cmsConfig({
  repo: "fabric/site",
  branch: "main",
  authBaseUrl: "https://fabric.ai",
  siteUrl: "https://fabric.ai",
});

/** Every field's path in the CMS, with whether it is required. */
function paths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}${field.required === false ? "?" : ""}`;
    const inner = (field.fields as CmsField[] | undefined) ?? [];
    return [path, ...paths(inner, `${prefix}${field.name}.`)];
  });
}

describe("the CMS configuration", () => {
  it("edits every frontmatter field of a post, plus its body", () => {
    const posts = config.collections.find((collection) => collection.name === "posts")!;
    expect(paths(posts.fields as CmsField[])).toEqual([
      "title",
      "description",
      "pubDate",
      "updatedDate?",
      "authors",
      "tags",
      "cover",
      "cover.src",
      "cover.dark?",
      "cover.alt",
      "draft?",
      "body",
    ]);
    expect((posts.fields as CmsField[]).map((field) => field.name)).toEqual([
      ...Object.keys(postFrontmatterSchema.shape),
      "body",
    ]);
    const authors = (posts.fields as CmsField[]).find((field) => field.name === "authors")!;
    expect(authors).toMatchObject({
      widget: "relation",
      file: "leaders",
      value_field: "leaders.*.id",
    });
  });

  it("edits every field of every launch data file, as the schemas require them", () => {
    const data = config.collections.find((collection) => collection.name === "data")!;
    const leaders = data.files!.find((file) => file.name === "leaders")!;
    expect(leaders.file).toBe("app/content/data/leaders.json");
    expect(paths(leaders.fields)).toEqual([
      "leaders",
      "leaders.id",
      "leaders.name",
      "leaders.role",
      "leaders.image",
      "leaders.originalImage",
      "leaders.bio",
      "leaders.linkedin",
      "leaders.location",
    ]);
    const plans = data.files!.find((file) => file.name === "plans")!;
    expect(paths(plans.fields)).toContain("plans.planKey?");
    expect(paths(plans.fields)).toContain("plans.allowances?");
    expect(paths(plans.fields)).toContain("plans.allowances.flows");
    for (const { name, schema } of dataFiles) {
      const file = data.files!.find((entry) => entry.name === name)!;
      const keys = Object.keys((schema as unknown as z.ZodObject).shape);
      expect(
        file.fields.map((field) => field.name),
        name,
      ).toEqual(keys);
    }
  });

  it("bounds lists and picks widgets from the schema", () => {
    const [partners] = cmsFields(dataFiles.find((file) => file.name === "partners")!.schema);
    expect(partners).toMatchObject({ widget: "list", min: 1, max: 24 });
    const logo = (partners!.fields as CmsField[]).find((field) => field.name === "logo");
    expect(logo).toMatchObject({ widget: "image", media_folder: "/public/images/partners" });
    const social = cmsFields(dataFiles.find((file) => file.name === "site")!.schema).find(
      (field) => field.name === "social",
    )!;
    expect((social.fields as CmsField[]).find((field) => field.name === "label")).toMatchObject({
      widget: "select",
      options: ["LinkedIn", "YouTube", "Instagram"],
    });
    const bio = cmsFields(dataFiles.find((file) => file.name === "leaders")!.schema)[0]!;
    expect((bio.fields as CmsField[]).find((field) => field.name === "bio")).toMatchObject({
      widget: "text",
    });
  });

  it("refuses a schema the editor has no widget for, rather than guess", () => {
    const schema = z.object({ either: z.union([z.object({ a: z.string() }), z.string()]) });
    expect(() => cmsFields(schema)).toThrow(/either is a union the editor has no widget for/);
  });

  it("signs in through this site and leaves the local proxy out of production", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "fabric/site",
      base_url: "https://fabric.ai",
      auth_endpoint: "api/cms/auth",
    });
    expect(config).not.toHaveProperty("local_backend");
  });

  it("saves drafts for review, never straight to the branch, under the company's logo", () => {
    expect(config).toMatchObject({
      publish_mode: "editorial_workflow",
      site_url: "https://fabric.ai",
      logo: { src: "/admin/logo.svg", show_in_header: true },
    });
  });
});
