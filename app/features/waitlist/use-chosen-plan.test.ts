import { describe, expect, it } from "vitest";
import { readChoice, withChoice } from "./use-chosen-plan";

describe("the chosen plan in the address", () => {
  it("reads a known plan and billing period, and ignores unknown values", () => {
    expect(readChoice("?plan=professional&billing=yearly")).toMatchObject({
      plan: { planKey: "professional" },
      billing: "yearly",
    });
    expect(readChoice("?plan=platinum&billing=weekly")).toEqual({
      plan: undefined,
      billing: "monthly",
    });
  });

  it("writes a plan with its billing period, drops both without a plan and keeps the rest", () => {
    expect(withChoice("", { plan: "starter" })).toBe("?plan=starter&billing=monthly");
    expect(withChoice("?plan=starter&billing=monthly", { billing: "yearly" })).toBe(
      "?plan=starter&billing=yearly",
    );
    expect(withChoice("?utm_source=mail&plan=starter&billing=yearly", { plan: null })).toBe(
      "?utm_source=mail",
    );
    expect(withChoice("?plan=starter&billing=yearly", { plan: null })).toBe("");
  });
});
