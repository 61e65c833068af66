import { describe, expect, it } from "vitest";
import { splitCompounds } from "./compounds";

describe("splitCompounds", () => {
  it("picks out hyphenated words, however many parts they have", () => {
    expect(splitCompounds("Secure sign-off for compliance-critical go-to-market work.")).toEqual([
      { text: "Secure ", compound: false },
      { text: "sign-off", compound: true },
      { text: " for ", compound: false },
      { text: "compliance-critical", compound: true },
      { text: " ", compound: false },
      { text: "go-to-market", compound: true },
      { text: " work.", compound: false },
    ]);
  });

  it("keeps a name with digits after its first letter whole", () => {
    expect(splitCompounds("an HMAC-SHA256 header")).toEqual([
      { text: "an ", compound: false },
      { text: "HMAC-SHA256", compound: true },
      { text: " header", compound: false },
    ]);
  });

  it("leaves ids, numbers, dashes and plain text as one run", () => {
    for (const text of [
      "FAB-DEMO-2024-0117-4Q7K",
      "SHA-256",
      "9 - 5",
      "a – b",
      "No compounds here",
    ])
      expect(splitCompounds(text)).toEqual([{ text, compound: false }]);
  });

  it("keeps words of any alphabet together, and loses no character", () => {
    const text = "Zürich-based, “self-reported” scores, back-date.";
    expect(
      splitCompounds(text)
        .filter((part) => part.compound)
        .map((part) => part.text),
    ).toEqual(["Zürich-based", "self-reported", "back-date"]);
    expect(
      splitCompounds(text)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });

  it("returns nothing for an empty text", () => {
    expect(splitCompounds("")).toEqual([]);
  });
});
