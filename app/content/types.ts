/**
 * The one content vocabulary: every page's copy is built from these shapes, and the section kit in
 * app/components/sections/ draws them. Icons are named here and drawn by the kit's icon map.
 */
export type IconName =
  | "badge-check"
  | "blocks"
  | "bot"
  | "clock"
  | "eye"
  | "file-check"
  | "fingerprint"
  | "flask-conical"
  | "gauge"
  | "globe"
  | "handshake"
  | "history"
  | "inbox"
  | "key-round"
  | "layout-template"
  | "link"
  | "list-checks"
  | "lock"
  | "message-circle-question"
  | "network"
  | "qr-code"
  | "route"
  | "scale"
  | "scan-line"
  | "scroll-text"
  | "shield-check"
  | "signature"
  | "stamp"
  | "star"
  | "store"
  | "timer"
  | "triangle-alert"
  | "user-check"
  | "workflow";

export type LinkItem = {
  label: string;
  href: string;
  /** Opens another site in a new tab. */
  external?: boolean;
  /** A build setting (`app/lib/config.ts`) whose address, when set, replaces `href` as an external link. */
  buildSetting?: "trustDemoUrl";
  /** Read after the label by screen readers, so the link makes sense out of context. */
  context?: string;
};

export type Step = { title: string; description: string };

/** The small drawings a bento's wide cards carry (`bento-illustration.tsx`). */
export type IllustrationName = "track-record" | "signature" | "verify";

export type Feature = {
  /**
   * Drawn over the title; a card without one is text alone. Cards side by side carry one each or
   * none, so their titles start level.
   */
  icon?: IconName;
  title: string;
  description: string;
  /** A wide bento card's drawing under its copy, in the room it has to spare. */
  illustration?: IllustrationName;
  /** A wide bento card's labels under its copy, one of them chosen (the domains a request picks from). */
  chips?: { items: readonly string[]; chosen: string };
  /** A page that tells more; the card becomes one link. */
  link?: LinkItem;
};

/** A mock product screen rendered by scripts/render/render-screens.ts into public/images/screens/. */
export type Screenshot = {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
};

/** The eyebrow, heading and description that open a section. */
export type SectionCopy = { eyebrow?: string; heading: string; description?: string };

/** A section of numbered steps. */
export type StepsBlock = { intro: SectionCopy; steps: Step[] };

/** A section of feature cards. */
export type FeatureBlock = { intro: SectionCopy; features: Feature[] };

/** The red band that closes a page. */
export type CallToAction = { heading: string; description: string; action: LinkItem };

/** Every product page opens with this: the product's one-word name over the benefit it brings. */
export type ProductHero = {
  name: string;
  /** The page's heading: the benefit, in one sentence. */
  tagline: string;
  description: string;
  image: Screenshot;
};

/**
 * The signed fields of a Fabric Trust certificate. Every value is a string, so the canonical form
 * below is exactly RFC 8785 (JSON Canonicalization Scheme) for this object.
 */
export type CertificateFields = {
  certificateId: string;
  date: string;
  taskType: string;
  humanInvolvement: string;
  participant: string;
  confirmation: string;
  workflow: string;
  issuer: string;
};

export type CertificateFieldKey = keyof CertificateFields;

/** What the signer publishes beside the fields (hex strings). */
export type CertificateProof = {
  /** SHA-256 of the canonical bytes. */
  hash: string;
  /** ECDSA secp256k1 signature of that SHA-256 digest, DER-encoded, low-S. */
  signature: string;
  /** SEC1 public key (compressed or uncompressed). */
  publicKey: string;
};

/** One file holding everything needed to check a certificate (public/verify/*.schema.json). */
export type CertificateBundle = CertificateProof & {
  /** The one format version (`BUNDLE_VERSION` in app/lib/certificate-bundle.ts). */
  version: 1;
  fields: CertificateFields;
};

/** Two offers side by side, row by row: a table under a section's intro. */
export type Comparison = {
  intro: SectionCopy;
  columns: [string, string];
  rows: { label: string; values: [string, string] }[];
};
