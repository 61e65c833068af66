import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { formatLongDate } from "~/content/format";
import type { CertificateFields, CertificateProof } from "~/content/types";

/** Keys sorted by UTF-16 code unit, no whitespace, JSON string escaping, UTF-8 encoded. */
export function canonicalJson(fields: CertificateFields): string {
  const entries = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;
}

export function canonicalBytes(fields: CertificateFields): Uint8Array {
  return utf8ToBytes(canonicalJson(fields));
}

export function certificateHash(fields: CertificateFields): string {
  return bytesToHex(sha256(canonicalBytes(fields)));
}

/** Signs the certificate's SHA-256 digest (deterministic RFC 6979 nonce, low-S); returns DER hex. */
export function signCertificate(fields: CertificateFields, privateKey: Uint8Array): string {
  const digest = sha256(canonicalBytes(fields));
  return bytesToHex(secp256k1.sign(digest, privateKey, { prehash: false, format: "der" }));
}

export type VerificationResult = {
  byteLength: number;
  computedHash: string;
  /** The recomputed hash equals the published one. */
  hashMatches: boolean;
  /** The signature verifies over the recomputed hash with the published key. */
  signatureValid: boolean;
  valid: boolean;
};

function isHex(value: string) {
  return value.length % 2 === 0 && /^[0-9a-f]*$/i.test(value);
}

/**
 * Recomputes the hash from the fields and checks the signature over it. Never throws: malformed
 * signatures or keys simply fail verification.
 */
export function verifyCertificate(
  fields: CertificateFields,
  proof: CertificateProof,
): VerificationResult {
  const bytes = canonicalBytes(fields);
  const digest = sha256(bytes);
  const computedHash = bytesToHex(digest);
  let signatureValid = false;
  if (isHex(proof.signature) && isHex(proof.publicKey)) {
    try {
      signatureValid = secp256k1.verify(
        hexToBytes(proof.signature),
        digest,
        hexToBytes(proof.publicKey),
        { prehash: false, format: "der" },
      );
    } catch {
      signatureValid = false;
    }
  }
  const hashMatches = computedHash === proof.hash.toLowerCase();
  return {
    byteLength: bytes.length,
    computedHash,
    hashMatches,
    signatureValid,
    valid: hashMatches && signatureValid,
  };
}

/** `abcdef…123456` for long hex values shown in narrow places. */
export function truncateMiddle(value: string, keep = 10) {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-keep)}`;
}

/** "2024-01-17T14:32:08Z" → "January 17, 2024, 14:32:08 UTC"; anything else is shown as typed. */
export function formatCertificateDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatLongDate(date)}, ${value.slice(11, 19)} UTC`;
}
