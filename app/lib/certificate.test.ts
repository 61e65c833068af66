import { execFileSync, spawnSync } from "node:child_process";
import { createHash, createPublicKey, verify as nodeVerify } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import { certificateFields, certificateFiles, certificateProof } from "~/content/certificate";
import type { CertificateFields } from "~/content/types";
import {
  canonicalBytes,
  canonicalJson,
  certificateHash,
  formatCertificateDate,
  signCertificate,
  truncateMiddle,
  verifyCertificate,
} from "./certificate";

const publicFile = (url: string) => readFileSync(path.join("public", url));

/** A fixed test key (never used for the shipped certificate). */
const TEST_KEY = hexToBytes("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721");
const vectorFields: CertificateFields = {
  workflow: "wf",
  taskType: 'Escalation "edge" case',
  participant: "Zoë",
  issuer: "test",
  humanInvolvement: "approved",
  date: "2024-01-03T00:00:00Z",
  confirmation: "passkey",
  certificateId: "T-1",
};
const VECTOR_JSON =
  '{"certificateId":"T-1","confirmation":"passkey","date":"2024-01-03T00:00:00Z","humanInvolvement":"approved","issuer":"test","participant":"Zoë","taskType":"Escalation \\"edge\\" case","workflow":"wf"}';

function nodePublicKey(publicKeyHex: string) {
  const point = secp256k1.Point.fromHex(publicKeyHex).toBytes(false);
  return createPublicKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "secp256k1",
      x: Buffer.from(point.slice(1, 33)).toString("base64url"),
      y: Buffer.from(point.slice(33)).toString("base64url"),
    },
  });
}

describe("canonical form and hash (known vector)", () => {
  it("sorts keys, drops whitespace and escapes like JSON", () => {
    expect(canonicalJson(vectorFields)).toBe(VECTOR_JSON);
    expect(new TextDecoder().decode(canonicalBytes(vectorFields))).toBe(VECTOR_JSON);
  });

  it("hashes the UTF-8 bytes with SHA-256", () => {
    const expected = createHash("sha256").update(VECTOR_JSON, "utf8").digest("hex");
    expect(certificateHash(vectorFields)).toBe(expected);
  });

  it("signs deterministically, and an independent implementation accepts the signature", () => {
    const signature = signCertificate(vectorFields, TEST_KEY);
    expect(signCertificate(vectorFields, TEST_KEY)).toBe(signature);
    const publicKey = bytesToHex(secp256k1.getPublicKey(TEST_KEY, true));
    const accepted = nodeVerify(
      "sha256",
      Buffer.from(VECTOR_JSON, "utf8"),
      { key: nodePublicKey(publicKey), dsaEncoding: "der" },
      Buffer.from(signature, "hex"),
    );
    expect(accepted).toBe(true);
    const proof = { hash: certificateHash(vectorFields), signature, publicKey };
    expect(verifyCertificate(vectorFields, proof).valid).toBe(true);
  });
});

describe("the shipped certificate", () => {
  it("verifies", () => {
    const result = verifyCertificate(certificateFields, certificateProof);
    expect(result).toMatchObject({ hashMatches: true, signatureValid: true, valid: true });
    expect(result.computedHash).toBe(certificateProof.hash);
  });

  it("ships exactly the signed bytes, the DER signature and the matching public key", () => {
    expect(publicFile(certificateFiles.data)).toEqual(
      Buffer.from(canonicalBytes(certificateFields)),
    );
    expect(publicFile(certificateFiles.signature).toString("hex")).toBe(certificateProof.signature);
    const fromPem = createPublicKey(publicFile(certificateFiles.publicKey)).export({
      format: "jwk",
    });
    const fromContent = nodePublicKey(certificateProof.publicKey).export({ format: "jwk" });
    expect(fromPem).toEqual(fromContent);
  });

  it.each(Object.keys(certificateFields) as (keyof CertificateFields)[])(
    "fails when %s changes",
    (key) => {
      const tampered = { ...certificateFields, [key]: `${certificateFields[key]} ` };
      const result = verifyCertificate(tampered, certificateProof);
      expect(result).toMatchObject({ hashMatches: false, signatureValid: false, valid: false });
    },
  );

  it("fails with another key", () => {
    const publicKey = bytesToHex(secp256k1.getPublicKey(TEST_KEY, true));
    const result = verifyCertificate(certificateFields, { ...certificateProof, publicKey });
    expect(result).toMatchObject({ hashMatches: true, signatureValid: false, valid: false });
  });

  it.each([
    ["empty", ""],
    ["not hex", "zz".repeat(70)],
    ["odd length", certificateProof.signature.slice(1)],
    ["truncated", certificateProof.signature.slice(0, -2)],
    ["compact instead of DER", "00".repeat(64)],
    [
      "one bit flipped",
      certificateProof.signature.slice(0, -1) +
        (parseInt(certificateProof.signature.slice(-1), 16) ^ 1).toString(16),
    ],
  ])("fails, without throwing, for a malformed signature (%s)", (_name, signature) => {
    expect(verifyCertificate(certificateFields, { ...certificateProof, signature }).valid).toBe(
      false,
    );
  });

  it("fails for a malformed public key", () => {
    for (const publicKey of ["", "02abc", "04".padEnd(130, "f")]) {
      expect(verifyCertificate(certificateFields, { ...certificateProof, publicKey }).valid).toBe(
        false,
      );
    }
  });
});

const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;

describe.skipIf(!hasOpenssl)("offline verification with openssl, as the page explains", () => {
  function opensslVerify(data: Uint8Array) {
    const dir = mkdtempSync(path.join(tmpdir(), "fabric-cert-"));
    writeFileSync(path.join(dir, "certificate.json"), data);
    writeFileSync(path.join(dir, "certificate.sig"), hexToBytes(certificateProof.signature));
    const args = ["dgst", "-sha256", "-verify", path.join("public", certificateFiles.publicKey)];
    args.push("-signature", path.join(dir, "certificate.sig"), path.join(dir, "certificate.json"));
    const result = spawnSync("openssl", args, { encoding: "utf8" });
    return `${result.stdout}${result.stderr}`;
  }

  it("accepts the shipped signature over the canonical bytes", () => {
    expect(opensslVerify(canonicalBytes(certificateFields))).toContain("Verified OK");
  });

  it("rejects changed bytes", () => {
    const tampered = { ...certificateFields, taskType: "Something else" };
    expect(opensslVerify(canonicalBytes(tampered))).toContain("Verification failure");
  });

  it("prints the same SHA-256 as the certificate", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fabric-cert-"));
    writeFileSync(path.join(dir, "c.json"), canonicalBytes(certificateFields));
    const out = execFileSync("openssl", ["dgst", "-sha256", "-r", path.join(dir, "c.json")]);
    expect(out.toString().split(" ")[0]).toBe(certificateProof.hash);
  });
});

it("truncates long values in the middle", () => {
  expect(truncateMiddle("0123456789abcdefghij0123456789", 4)).toBe("0123…6789");
  expect(truncateMiddle("short", 4)).toBe("short");
});

it("formats the signed date for people, and leaves anything else as typed", () => {
  expect(formatCertificateDate("2024-01-17T14:32:08Z")).toBe("January 17, 2024, 14:32:08 UTC");
  expect(formatCertificateDate("yesterday")).toBe("yesterday");
  expect(formatCertificateDate("2024-13-45T99:00:00Z")).toBe("2024-13-45T99:00:00Z");
});
