import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { describeFields, emptyValues, emptyWaitlist } from "./fields.ts";
import { leadSchema } from "./schema.ts";

describe("waitlist fields", () => {
  it("starts the form with every field empty and topics an empty list", () => {
    expect(emptyWaitlist).toEqual({
      firstName: "",
      lastName: "",
      email: "",
      company: "",
      jobTitle: "",
      topics: [],
      description: "",
    });
  });

  it("reads each field's kind through pipes, defaults, fallbacks and optionals", () => {
    expect(describeFields(leadSchema)).toEqual([
      { name: "firstName", kind: "text" },
      { name: "lastName", kind: "text" },
      { name: "email", kind: "text" },
      { name: "company", kind: "text" },
      { name: "jobTitle", kind: "text" },
      { name: "topics", kind: "list" },
      { name: "description", kind: "text" },
      { name: "plan", kind: "text" },
    ]);
  });

  it("refuses a field it has no storage rule for instead of guessing", () => {
    const withCount = z.object({ name: z.string(), employees: z.optional(z.number()) });
    expect(() => emptyValues(withCount)).toThrow('A waitlist field of type "number"');
  });
});
