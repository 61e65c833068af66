/** Shapes shared by the product pages and the use-case pages. Icons are named here and drawn by components. */
export type IconName =
  | "badge-check"
  | "blocks"
  | "bot"
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
  | "message-circle-question"
  | "network"
  | "qr-code"
  | "route"
  | "scale"
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

import type { Step } from "../types";

export type { Step };

export type Feature = {
  icon: IconName;
  title: string;
  description: string;
  /** An internal page that tells more. */
  href?: string;
};

/** A mock product screen rendered by scripts/render-screens.ts into public/images/screens/. */
export type Screenshot = {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
};

export type LinkItem = { label: string; href: string };

export type SectionCopy = { eyebrow?: string; heading: string; description?: string };

/** Every product page opens with this. */
export type ProductHero = {
  eyebrow: string;
  heading: string;
  tagline: string;
  description: string;
  image: Screenshot;
};

/** Closes every product and use-case page. */
export type CallToAction = { heading: string; description: string; action: LinkItem };

/** Spec §9 does not size the mock screens; they are rendered at a desktop viewport. */
export const SCREEN_WIDTH = 1280;
export const SCREEN_HEIGHT = 800;

export function screen(name: string, alt: string, caption: string): Screenshot {
  return {
    src: `/images/screens/${name}.webp`,
    alt,
    caption,
    width: SCREEN_WIDTH,
    height: SCREEN_HEIGHT,
  };
}

export const requestDemoLink = { label: "Request a Demo", href: "/request-demo" } as const;

/** A section of numbered steps. */
export type StepsBlock = { intro: SectionCopy; steps: Step[] };

/** A section of feature cards. */
export type FeatureBlock = { intro: SectionCopy; features: Feature[] };
