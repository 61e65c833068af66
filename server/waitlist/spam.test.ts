import { describe, expect, it } from "vitest";
import { submissionSchema } from "../../app/features/waitlist/schema.ts";
import { spamReason } from "./spam.ts";
import { validLead } from "../../tests/support/waitlist.ts";

/** Parses a body as the receiver does, then classifies it. */
function classify(overrides: Record<string, unknown>) {
  const result = submissionSchema.safeParse(validLead(overrides));
  expect(result.success).toBe(true);
  return spamReason(result.data!);
}

describe("spamReason", () => {
  it("passes an empty honeypot and a fill time of 3 s or more", () => {
    expect(classify({ companyWebsite: "", elapsedMs: 5000 })).toBeNull();
    expect(classify({ companyWebsite: null, elapsedMs: 3000 })).toBeNull();
    expect(classify({ companyWebsite: undefined, elapsedMs: 3000 })).toBeNull();
  });

  it("flags anything in the honeypot, whatever its type", () => {
    for (const companyWebsite of ["x", 0, false, {}, ["http://spam"]]) {
      expect(classify({ companyWebsite })).toBe("honeypot");
    }
  });

  it("flags a fill time that is short, missing or not a number, without refusing the body", () => {
    for (const elapsedMs of [2999, undefined, "5000", null, {}]) {
      expect(classify({ elapsedMs })).toBe("too-fast");
    }
  });
});
