/**
 * Generated hostile input for the verifier: whatever a stranger pastes, drops or links, it answers
 * with a checked bundle or a message, never an exception, and only Fabric's own signature over the
 * exact fields reads "Signed by Fabric".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { certificateBundle } from "~/content/certificate";
import type { CertificateFieldKey } from "~/content/types";
import {
  bundleJson,
  checkBundle,
  decodeBundleFragment,
  encodeBundleFragment,
  parseBundle,
  parseBundleText,
} from "./certificate-bundle";

const fieldKeys = Object.keys(certificateBundle.fields) as CertificateFieldKey[];

describe("the verifier under generated input", () => {
  it("answers any text with a bundle or a message, never an exception", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.json()), (text) => {
        const parsed = parseBundleText(text);
        if (!parsed.ok) expect(typeof parsed.error).toBe("string");
      }),
      { numRuns: 500 },
    );
  });

  it("answers any link fragment with text or a message", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String()), (fragment) => {
        const decoded = decodeBundleFragment(fragment);
        expect(typeof (decoded.ok ? decoded.value : decoded.error)).toBe("string");
      }),
    );
  });

  it("refuses a bundle with any key added, prototype keys included", () => {
    const extraKey = fc.oneof(
      fc.constantFrom("__proto__", "constructor", "prototype"),
      fc.string(),
    );
    fc.assert(
      fc.property(extraKey, fc.jsonValue(), fc.boolean(), (key, value, inFields) => {
        fc.pre(!(key in certificateBundle) && !(key in certificateBundle.fields));
        const bundle = JSON.parse(bundleJson(certificateBundle)) as Record<string, unknown>;
        const target = inFields ? (bundle.fields as Record<string, unknown>) : bundle;
        Object.defineProperty(target, key, { value, enumerable: true });
        expect(parseBundle(bundle).ok).toBe(false);
      }),
    );
  });

  it("never reads Fabric's signature on fields that differ from the signed ones", () => {
    fc.assert(
      fc.property(fc.constantFrom(...fieldKeys), fc.string(), (key, value) => {
        fc.pre(value !== certificateBundle.fields[key]);
        const changed = {
          ...certificateBundle,
          fields: { ...certificateBundle.fields, [key]: value },
        };
        const parsed = parseBundleText(
          new TextDecoder().decode(
            Uint8Array.from(
              atob(encodeBundleFragment(changed).replaceAll("-", "+").replaceAll("_", "/")),
              (char) => char.charCodeAt(0),
            ),
          ),
        );
        expect(parsed.ok && checkBundle(parsed.value).verdict).not.toBe("fabric");
      }),
      { numRuns: 200 },
    );
  });
});
