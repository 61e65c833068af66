import { createHash, createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { certificateBundle, certificateFiles } from "~/content/certificate";
import { signingKeys } from "~/content/signing-keys";
import type { CertificateBundle } from "~/content/types";
import { certificateHash, signCertificate } from "./certificate";
import {
  MAX_BUNDLE_BYTES,
  bundleJson,
  checkBundle,
  decodeBundleFragment,
  encodeBundleFragment,
  keyFingerprint,
  parseBundleText,
  reportChecks,
  verifyLink,
} from "./certificate-bundle";

const shippedText = readFileSync(path.join("public", certificateFiles.bundle), "utf8");
const shipped = JSON.parse(shippedText) as CertificateBundle;
/** A fixed test key, never published: its certificates must read "signer unknown". */
const OTHER_KEY = hexToBytes("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721");
const SECP256K1_N = secp256k1.Point.CURVE().n;

function parse(value: unknown) {
  return parseBundleText(typeof value === "string" ? value : JSON.stringify(value));
}

function errorOf(value: unknown) {
  const result = parse(value);
  if (result.ok) throw new Error("expected the bundle to be refused");
  return result.error;
}

function verdictOf(value: unknown) {
  const result = parse(value);
  if (!result.ok) throw new Error(result.error);
  return checkBundle(result.value).verdict;
}

function signedWithOtherKey(): CertificateBundle {
  const fields = { ...shipped.fields, issuer: "Someone else" };
  return {
    version: 1,
    fields,
    hash: certificateHash(fields),
    signature: signCertificate(fields, OTHER_KEY),
    publicKey: bytesToHex(secp256k1.getPublicKey(OTHER_KEY, true)),
  };
}

describe("the shipped bundle", () => {
  it("is the content's certificate, and verifies as signed by Fabric's demo key", () => {
    expect(shipped).toEqual(JSON.parse(bundleJson(certificateBundle)));
    const result = parse(shippedText);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const report = checkBundle(result.value);
    const signedBytes = readFileSync(path.join("public", certificateFiles.data));
    expect(report).toMatchObject({
      valid: true,
      verdict: "fabric",
      byteLength: signedBytes.length,
    });
    expect(report.signer).toMatchObject({ demo: true });
    expect(reportChecks(report).map((check) => check.status)).toEqual([
      "passed",
      "passed",
      "passed",
      "passed",
    ]);
  });

  it("follows the JSON Schema in public/verify", () => {
    const schema = JSON.parse(
      readFileSync("public/verify/fabric-certificate.schema.json", "utf8"),
    ) as object;
    const validate = new Ajv2020({ strict: true }).compile(schema);
    expect(validate(shipped)).toBe(true);
    expect(validate({ ...shipped, extra: "x" })).toBe(false);
    expect(validate({ ...shipped, fields: { ...shipped.fields, date: 1 } })).toBe(false);
    expect(validate({ ...shipped, version: 2 })).toBe(false);
  });

  it.each(Object.keys(shipped.fields))("reads invalid when fields.%s changes", (key) => {
    const fields = { ...shipped.fields, [key]: `${shipped.fields[key as "date"]}.` };
    expect(verdictOf({ ...shipped, fields })).toBe("invalid");
  });

  it("reads invalid when the hash, signature or key is swapped for another valid one", () => {
    const other = signedWithOtherKey();
    expect(verdictOf({ ...shipped, hash: other.hash })).toBe("invalid");
    expect(verdictOf({ ...shipped, signature: other.signature })).toBe("invalid");
    expect(verdictOf({ ...shipped, publicKey: other.publicKey })).toBe("invalid");
  });

  it("accepts the same key uncompressed, and upper-case hex", () => {
    const uncompressed = secp256k1.Point.fromHex(shipped.publicKey).toHex(false);
    expect(verdictOf({ ...shipped, publicKey: uncompressed })).toBe("fabric");
    expect(verdictOf({ ...shipped, signature: shipped.signature.toUpperCase() })).toBe("fabric");
  });
});

it("reads a valid signature by a key off the published list as signer unknown", () => {
  const report = checkBundle(signedWithOtherKey());
  expect(report).toMatchObject({ valid: true, verdict: "unknown-signer", signer: null });
  expect(reportChecks(report).at(-1)).toMatchObject({ status: "warning" });
});

it("publishes each key with the fingerprint openssl computes from its PEM", () => {
  for (const key of signingKeys) expect(keyFingerprint(key.publicKey)).toBe(key.fingerprint);
  const der = createPublicKey(readFileSync(path.join("public", certificateFiles.publicKey))).export(
    { format: "der", type: "spki" },
  );
  expect(createHash("sha256").update(der).digest("hex")).toBe(signingKeys[0].fingerprint);
});

describe("bad input gets a message naming what is wrong", () => {
  const highS = (() => {
    const signature = secp256k1.Signature.fromBytes(hexToBytes(shipped.signature), "der");
    const flipped = new secp256k1.Signature(signature.r, SECP256K1_N - signature.s);
    return flipped.toHex("der");
  })();
  const withoutDate = Object.fromEntries(
    Object.entries(shipped.fields).filter(([key]) => key !== "date"),
  );

  it.each<[string, unknown, RegExp]>([
    ["empty", "  ", /Paste a certificate/],
    ["not JSON", "{certificate", /not JSON/],
    ["not an object", "[1]", /JSON object, not an array/],
    ["wrong version", { ...shipped, version: 2 }, /format version 2.*version 1/],
    ["version as a string", { ...shipped, version: "1" }, /format version "1"/],
    ["missing top-level field", { ...shipped, hash: undefined }, /"hash" is missing/],
    ["extra top-level field", { ...shipped, note: "hi" }, /"note" does not belong/],
    ["fields not an object", { ...shipped, fields: "x" }, /"fields" must be an object/],
    ["missing signed field", { ...shipped, fields: withoutDate }, /"fields.date" is missing/],
    [
      "extra signed field",
      { ...shipped, fields: { ...shipped.fields, amount: "1" } },
      /"fields.amount" does not belong/,
    ],
    [
      "non-string signed field",
      { ...shipped, fields: { ...shipped.fields, date: 2024 } },
      /"fields.date" must be a string, not a number/,
    ],
    ["non-string hash", { ...shipped, hash: 5 }, /"hash" must be a string, not a number/],
    ["non-hex signature", { ...shipped, signature: "zz" }, /"signature" holds characters/],
    ["odd-length key", { ...shipped, publicKey: "02a" }, /"publicKey" has an odd number/],
    ["short hash", { ...shipped, hash: "abcd" }, /64 hex digits.*not 4/],
    ["key of the wrong length", { ...shipped, publicKey: "02abcd" }, /not a SEC1 key/],
    ["key off the curve", { ...shipped, publicKey: `02${"f".repeat(64)}` }, /not a point on the/],
    ["malformed signature", { ...shipped, signature: "3006020101020101ff" }, /not a DER/],
    ["compact signature", { ...shipped, signature: "00".repeat(64) }, /not a DER/],
    ["high-S signature", { ...shipped, signature: highS }, /high S value/],
    ["over 64 KB", " ".repeat(MAX_BUNDLE_BYTES) + shippedText, /65 KB.*never larger than 64 KB/],
  ])("%s", (_name, value, message) => {
    expect(errorOf(value)).toMatch(message);
  });

  it("a hash that does not match the fields fails its own check", () => {
    const report = checkBundle({ ...shipped, hash: "0".repeat(64) });
    expect(report.verdict).toBe("invalid");
    expect(reportChecks(report)[1]).toMatchObject({
      status: "failed",
      text: expect.stringMatching(/differs from the certificate's verification hash/),
    });
  });
});

describe("links", () => {
  it("round-trip the bundle through base64url", () => {
    const fragment = encodeBundleFragment(shipped);
    expect(fragment).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = decodeBundleFragment(`#${fragment}`);
    expect(decoded.ok && JSON.parse(decoded.value)).toEqual(shipped);
    expect(verifyLink(shipped, "https://fabric.example/verify")).toBe(
      `https://fabric.example/verify#${fragment}`,
    );
  });

  it.each([
    ["not base64url", "#abc+def/", /not base64url/],
    ["impossible length", "#abcde", /not base64url/],
    ["not UTF-8", `#${Buffer.from([0xff, 0xfe]).toString("base64url")}`, /not UTF-8/],
    ["too long", `#${"A".repeat(100_000)}`, /never larger than 64 KB/],
  ])("refuse a fragment that is %s", (_name, fragment, message) => {
    const decoded = decodeBundleFragment(fragment);
    expect(decoded.ok ? "" : decoded.error).toMatch(message);
  });
});
