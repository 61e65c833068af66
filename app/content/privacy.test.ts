import { describe, expect, it } from "vitest";
import { ANALYTICS_COOKIES, CONSENT_COOKIE, COOKIES_SECTION_ID, consentCopy } from "./consent";
import { privacyNotice } from "./privacy";

describe("the privacy notice's cookie section", () => {
  const section = privacyNotice.sections.find((s) => s.id === COOKIES_SECTION_ID);
  const text = (section?.blocks ?? [])
    .flatMap((block) => ("items" in block ? block.items : "text" in block ? [block.text] : []))
    .join("\n");

  it("is the section the banner links to", () => {
    expect(section?.heading).toBe("5. Cookies and analytics");
  });

  it("names every cookie the site sets, with its lifetime, and how to change the choice", () => {
    expect(text).toContain(`${CONSENT_COOKIE.name}: `);
    expect(text).toContain(`${CONSENT_COOKIE.maxAgeDays} days`);
    expect(text).toContain(`${ANALYTICS_COOKIES.names}: `);
    expect(text).toContain(`${ANALYTICS_COOKIES.maxAgeMonths} months`);
    expect(text).toContain(`"${consentCopy.settings}"`);
    expect(text).toContain("Global Privacy Control");
  });
});
