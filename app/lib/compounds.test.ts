import { describe, expect, it } from "vitest";
import { joinCompounds, WORD_JOINER } from "./compounds";

/** The text with its word joiners shown as "⁀". */
const shown = (text: string) => joinCompounds(text).replaceAll(WORD_JOINER, "⁀");

describe("joinCompounds", () => {
  it("joins hyphenated words at each hyphen, however many parts they have", () => {
    expect(shown("Secure sign-off for compliance-critical go-to-market work.")).toBe(
      "Secure sign-⁀off for compliance-⁀critical go-⁀to-⁀market work.",
    );
  });

  it("keeps a name with digits after its first letter whole", () => {
    expect(shown("an HMAC-SHA256 header")).toBe("an HMAC-⁀SHA256 header");
  });

  it("leaves ids, numbers, dashes and plain text as written", () => {
    for (const text of ["FAB-DEMO-2024-0117-4Q7K", "SHA-256", "9 - 5", "a – b", "No compounds"])
      expect(joinCompounds(text)).toBe(text);
  });

  it("joins words of any alphabet, and loses no character", () => {
    const text = "Zürich-based, “self-reported” scores, back-date.";
    expect(shown(text)).toBe("Zürich-⁀based, “self-⁀reported” scores, back-⁀date.");
    expect(joinCompounds(text).replaceAll(WORD_JOINER, "")).toBe(text);
  });
});
