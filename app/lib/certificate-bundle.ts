import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { type SigningKey, signingKeys } from "~/content/signing-keys";
import { bundleErrorMessages, verificationCopy } from "~/content/verification";
import type { CertificateBundle, CertificateFieldKey, CertificateFields } from "~/content/types";
import { type VerificationResult, verifyCertificate } from "./certificate";
import { base64url } from "./base64url";

/** The one format version this verifier reads. */
export const BUNDLE_VERSION: CertificateBundle["version"] = 1;
/** Bundles are about 1 KB; anything over this is refused before it is parsed. */
export const MAX_BUNDLE_BYTES = 64 * 1024;
export const BUNDLE_EXTENSION = ".fabric-cert.json";

const FIELD_KEYS = Object.keys({
  certificateId: true,
  confirmation: true,
  date: true,
  humanInvolvement: true,
  issuer: true,
  participant: true,
  taskType: true,
  workflow: true,
} satisfies Record<CertificateFieldKey, true>) as CertificateFieldKey[];
const BUNDLE_KEYS = ["version", "fields", "hash", "signature", "publicKey"] as const;

/** DER SubjectPublicKeyInfo header of an uncompressed secp256k1 key (id-ecPublicKey, secp256k1). */
const SPKI_PREFIX = hexToBytes("3056301006072a8648ce3d020106052b8104000a034200");

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

type ErrorCode = keyof typeof bundleErrorMessages;

function fail(
  code: ErrorCode,
  params: Record<string, string | number> = {},
): { ok: false; error: string } {
  const error = Object.entries(params).reduce<string>(
    (message, [key, value]) => message.replaceAll(`{${key}}`, String(value)),
    bundleErrorMessages[code],
  );
  return { ok: false, error };
}

function typeName(value: unknown) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkKeys(record: Record<string, unknown>, expected: readonly string[], prefix = "") {
  const missing = expected.find((key) => !(key in record));
  if (missing !== undefined) return fail("missing", { field: `${prefix}${missing}` });
  // Compared with undefined: a key named "" is a key too.
  const extra = Object.keys(record).find((key) => !expected.includes(key));
  if (extra !== undefined) return fail("extra", { field: `${prefix}${extra}` });
  const notString = expected.find((key) => typeof record[key] !== "string");
  if (prefix && notString) {
    return fail("notString", { field: `${prefix}${notString}`, type: typeName(record[notString]) });
  }
  return null;
}

function checkHex(record: Record<string, unknown>, field: "hash" | "signature" | "publicKey") {
  const value = record[field];
  if (typeof value !== "string") return fail("notString", { field, type: typeName(value) });
  if (!/^[0-9a-f]*$/i.test(value)) return fail("notHex", { field });
  if (value.length % 2 !== 0) return fail("oddHex", { field });
  return null;
}

function checkKey(publicKey: string) {
  const encoded = /^0[23]/.test(publicKey) ? 66 : publicKey.startsWith("04") ? 130 : 0;
  if (publicKey.length !== encoded) return fail("keyEncoding");
  try {
    secp256k1.Point.fromHex(publicKey).assertValidity();
  } catch {
    return fail("keyNotOnCurve");
  }
  return null;
}

function checkSignature(signature: string) {
  let highS: boolean;
  try {
    highS = secp256k1.Signature.fromBytes(hexToBytes(signature), "der").hasHighS();
  } catch {
    return fail("signatureMalformed");
  }
  return highS ? fail("signatureHighS") : null;
}

/** Checks the shape of a parsed JSON value; each failure names the first thing that is wrong. */
export function parseBundle(value: unknown): Parsed<CertificateBundle> {
  if (!isRecord(value)) return fail("notObject", { type: typeName(value) });
  if ("version" in value && value.version !== BUNDLE_VERSION) {
    return fail("version", { value: JSON.stringify(value.version), expected: BUNDLE_VERSION });
  }
  const shapeError = checkKeys(value, BUNDLE_KEYS);
  if (shapeError) return shapeError;
  const signed = value.fields;
  if (!isRecord(signed)) return fail("fieldsNotObject", { type: typeName(signed) });
  const fieldsError = checkKeys(signed, FIELD_KEYS, "fields.");
  if (fieldsError) return fieldsError;
  for (const field of ["hash", "signature", "publicKey"] as const) {
    const hexError = checkHex(value, field);
    if (hexError) return hexError;
  }
  const hash = String(value.hash).toLowerCase();
  const signature = String(value.signature).toLowerCase();
  const publicKey = String(value.publicKey).toLowerCase();
  if (hash.length !== 64) return fail("hashLength", { length: hash.length });
  const proofError = checkKey(publicKey) ?? checkSignature(signature);
  if (proofError) return proofError;
  const fields = Object.fromEntries(FIELD_KEYS.map((key) => [key, signed[key]]));
  return {
    ok: true,
    value: {
      version: BUNDLE_VERSION,
      fields: fields as CertificateFields,
      hash,
      signature,
      publicKey,
    },
  };
}

/** Parses the text of a bundle file, a paste or a decoded link. */
export function parseBundleText(text: string): Parsed<CertificateBundle> {
  if (text.trim() === "") return fail("empty");
  const size = utf8ToBytes(text).length;
  if (size > MAX_BUNDLE_BYTES) return tooLarge(size);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail("notJson", { detail: error instanceof Error ? error.message : "parse error" });
  }
  return parseBundle(value);
}

export function tooLarge(size: number) {
  return fail("tooLarge", { size: Math.ceil(size / 1024), max: MAX_BUNDLE_BYTES / 1024 });
}

/** The bundle as JSON, keys in a fixed order; `indent` for files, none for links. */
export function bundleJson(bundle: CertificateBundle, indent?: number) {
  const { version, fields, hash, signature, publicKey } = bundle;
  return JSON.stringify({ version, fields, hash, signature, publicKey }, null, indent);
}

/** The bundle as base64url (RFC 4648 §5, no padding): what follows `/verify#` in a link. */
export function encodeBundleFragment(bundle: CertificateBundle) {
  return base64url(bundleJson(bundle));
}

/** Decodes a link's fragment (with or without its `#`) back to the bundle's text. */
export function decodeBundleFragment(fragment: string): Parsed<string> {
  const encoded = fragment.replace(/^#/, "");
  if (encoded.length > Math.ceil((MAX_BUNDLE_BYTES * 4) / 3)) {
    return tooLarge(Math.floor((encoded.length * 3) / 4));
  }
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return fail("notBase64url");
  const bytes = Uint8Array.from(atob(encoded.replaceAll("-", "+").replaceAll("_", "/")), (char) =>
    char.charCodeAt(0),
  );
  try {
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return fail("notUtf8");
  }
}

/** SHA-256 of the key's DER SubjectPublicKeyInfo (uncompressed point), as openssl computes it. */
export function keyFingerprint(publicKey: string) {
  const point = secp256k1.Point.fromHex(publicKey).toBytes(false);
  return bytesToHex(sha256(concatBytes(SPKI_PREFIX, point)));
}

export type BundleVerdict = "fabric" | "unknown-signer" | "invalid";

export type BundleReport = VerificationResult & {
  fieldCount: number;
  fingerprint: string;
  /** The published Fabric key that made the signature, if any. */
  signer: SigningKey | null;
  verdict: BundleVerdict;
};

/** Rebuilds the canonical bytes, checks hash and signature, and looks the key up in the list. */
export function checkBundle(
  bundle: CertificateBundle,
  keys: readonly SigningKey[] = signingKeys,
): BundleReport {
  const result = verifyCertificate(bundle.fields, bundle);
  const fingerprint = keyFingerprint(bundle.publicKey);
  const signer = keys.find((key) => key.fingerprint === fingerprint) ?? null;
  const verdict = !result.valid ? "invalid" : signer ? "fabric" : "unknown-signer";
  return { ...result, fieldCount: FIELD_KEYS.length, fingerprint, signer, verdict };
}

export type CheckStatus = "passed" | "failed" | "warning";

/** The checks in the order they are made, worded the same in the browser and on the command line. */
export function reportChecks(report: BundleReport): { status: CheckStatus; text: string }[] {
  const copy = verificationCopy.status.checks;
  const fingerprint = `${report.fingerprint.slice(0, 16)}…`;
  const label = report.signer
    ? `${report.signer.label}${report.signer.demo ? ` (${verificationCopy.status.demoKey})` : ""}`
    : "";
  return [
    {
      status: "passed",
      text: copy.canonical
        .replace("{fields}", String(report.fieldCount))
        .replace("{bytes}", String(report.byteLength)),
    },
    report.hashMatches
      ? { status: "passed", text: copy.hashMatch }
      : {
          status: "failed",
          text: copy.hashMismatch.replace("{hash}", `${report.computedHash.slice(0, 12)}…`),
        },
    report.signatureValid
      ? { status: "passed", text: copy.signatureValid }
      : { status: "failed", text: copy.signatureInvalid },
    report.signer
      ? {
          status: "passed",
          text: copy.keyKnown.replace("{fingerprint}", fingerprint).replace("{label}", label),
        }
      : { status: "warning", text: copy.keyUnknown.replace("{fingerprint}", fingerprint) },
  ];
}

/** A link that verifies itself: the bundle rides in the fragment, which browsers never send. */
export function verifyLink(bundle: CertificateBundle, verifyPageUrl: string) {
  return `${verifyPageUrl}#${encodeBundleFragment(bundle)}`;
}
