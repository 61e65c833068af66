/**
 * The partner strip's nine wordmarks. These are fictional placeholder
 * companies drawn for this site; replace them with real partners' approved logos before launch.
 * Marks are SVG path data on a 24 × 24 grid; `width` is the wordmark's width at 18 px, and the text
 * is pinned to it, so it fits its box exactly in whatever typeface the visitor's system provides.
 */
export type Partner = {
  name: string;
  /** The wordmark as set: `lead` in the main weight, `tail` lighter. */
  lead: string;
  tail?: string;
  width: number;
  weight: 500 | 600 | 700 | 800;
  /** Letter spacing in em. */
  tracking?: number;
  mark: string;
};

export const partners = [
  {
    name: "Vellamo Health",
    lead: "vellamo",
    tail: "health",
    width: 121,
    weight: 700,
    tracking: -0.02,
    mark: "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20Zm0 3a7 7 0 0 1 6.9 5.8c-2.3-1.5-4.6-1.5-6.9 0s-4.6 1.5-6.9 0A7 7 0 0 1 12 5Zm-6.9 8.2c2.3 1.5 4.6 1.5 6.9 0s4.6-1.5 6.9 0A7 7 0 0 1 5.1 13.2Z",
  },
  {
    name: "Halvard Freight",
    lead: "HALVARD",
    width: 98,
    weight: 800,
    tracking: 0.08,
    mark: "M2 5h6l6 7-6 7H2l6-7Zm9 0h6l6 7-6 7h-6l6-7Z",
  },
  {
    name: "Quillstone Legal",
    lead: "Quillstone",
    tail: "Legal",
    width: 139,
    weight: 600,
    mark: "M12 1l9 11-9 11-9-11Zm0 5-4.3 6L12 18l4.3-6Z",
  },
  {
    name: "Arborvale",
    lead: "arborvale",
    width: 82,
    weight: 600,
    tracking: -0.01,
    mark: "M12 2 21 16h-6.5v6h-5v-6H3Z",
  },
  {
    name: "Korvex",
    lead: "KORVEX",
    width: 89,
    weight: 700,
    tracking: 0.12,
    mark: "M12 1.5 21.5 7v10L12 22.5 2.5 17V7Zm0 5L7 9.3v5.4l5 2.8 5-2.8V9.3Z",
  },
  {
    name: "Lumenwright",
    lead: "Lumenwright",
    width: 112,
    weight: 500,
    tracking: -0.01,
    mark: "M12 7a5 5 0 1 1 0 10a5 5 0 1 1 0-10ZM11 0h2v4h-2Zm0 20h2v4h-2ZM0 11h4v2H0Zm20 0h4v2h-4ZM3.5 5l1.5-1.5 2.8 2.8-1.5 1.5Zm12.7 12.7 1.5-1.5 2.8 2.8-1.5 1.5ZM3.5 19l2.8-2.8 1.5 1.5L5 20.5Zm12.7-12.7L19 3.5 20.5 5l-2.8 2.8Z",
  },
  {
    name: "Tesserine Bank",
    lead: "Tesserine",
    tail: "Bank",
    width: 129,
    weight: 700,
    tracking: -0.02,
    mark: "M2 2h9v9H2Zm11 0h9v9h-9Zm0 11h9v9h-9ZM2 13h9v9H2Z",
  },
  {
    name: "Orrevo Analytics",
    lead: "orrevo",
    tail: "analytics",
    width: 137,
    weight: 600,
    mark: "M12 9a3 3 0 1 1 0 6a3 3 0 1 1 0-6Zm0-7a10 10 0 1 1 0 20a10 10 0 1 1 0-20Zm0 2.2a7.8 7.8 0 1 0 0 15.6a7.8 7.8 0 1 0 0-15.6ZM20 2a2 2 0 1 1 0 4a2 2 0 1 1 0-4Z",
  },
  {
    name: "Brackwater Mutual",
    lead: "BRACKWATER",
    width: 134,
    weight: 700,
    tracking: 0.04,
    mark: "M1 8c3.7-3 7.3-3 11 0s7.3 3 11 0v4c-3.7 3-7.3 3-11 0s-7.3-3-11 0Zm0 7c3.7-3 7.3-3 11 0s7.3 3 11 0v4c-3.7 3-7.3 3-11 0s-7.3-3-11 0Z",
  },
] as const satisfies Partner[];
