/**
 * The published list of Fabric signing keys. A certificate reads "Signed by Fabric" only when its
 * public key is on this list. `fingerprint` is the SHA-256 of the key's DER SubjectPublicKeyInfo,
 * the same value `openssl pkey -pubin -outform DER | openssl dgst -sha256` prints for its PEM.
 */
export type SigningKey = {
  id: string;
  label: string;
  /** SEC1 compressed public key, hex. */
  publicKey: string;
  fingerprint: string;
  /** A demonstration key: its private half is not in a hardware security module. */
  demo: boolean;
  /** ISO date from which certificates signed with it are valid. */
  validFrom: string;
};

export const signingKeys = [
  {
    id: "fabric-trust-demo-1",
    label: "Fabric Trust demo signing key",
    publicKey: "02836f45136b7dfcfda8d7bd1d7c66bf4a66e48b9c0a06c2fe88fc7e522fb2a222",
    fingerprint: "693afe77247ed995234237504a7edea9cc0017adcdba6ffe5477ddadd128eef9",
    demo: true,
    validFrom: "2024-01-01",
  },
] as const satisfies readonly SigningKey[];
