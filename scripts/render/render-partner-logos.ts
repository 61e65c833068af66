/**
 * Draws the placeholder partners' logo files (public/images/partners/<slug>.svg): a mark on a
 * 24 × 24 grid beside a wordmark set in Inter at 18 px and turned into outlines, so the file looks
 * the same wherever it is shown, as a partner's own logo file does. The nine companies are invented
 * (`npm run launch:check` lists them); real partners send their approved logo files instead.
 * Usage: npm run partners:render   (the files are committed)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from "harfbuzzjs";
import subsetFont from "subset-font";
import { INTER_SOURCE } from "../build/inter-font.ts";
import { roundedPath } from "../build/path-precision.ts";

export type LogoDrawing = {
  /** The file's name, without `.svg`. */
  slug: string;
  /** Set in `weight`. */
  lead: string;
  /** Set after `lead` in the regular weight. */
  tail?: string;
  /** The wordmark's width in pixels at 18 px: its letters are spaced out to it. */
  width: number;
  weight: 500 | 600 | 700 | 800;
  /** Letter spacing in em. */
  tracking?: number;
  /** SVG path data on a 24 × 24 grid. */
  mark: string;
};

export const PLACEHOLDER_LOGOS: readonly LogoDrawing[] = [
  {
    slug: "vellamo-health",
    lead: "vellamo",
    tail: "health",
    width: 121,
    weight: 700,
    tracking: -0.02,
    mark: "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20Zm0 3a7 7 0 0 1 6.9 5.8c-2.3-1.5-4.6-1.5-6.9 0s-4.6 1.5-6.9 0A7 7 0 0 1 12 5Zm-6.9 8.2c2.3 1.5 4.6 1.5 6.9 0s4.6-1.5 6.9 0A7 7 0 0 1 5.1 13.2Z",
  },
  {
    slug: "halvard-freight",
    lead: "HALVARD",
    width: 98,
    weight: 800,
    tracking: 0.08,
    mark: "M2 5h6l6 7-6 7H2l6-7Zm9 0h6l6 7-6 7h-6l6-7Z",
  },
  {
    slug: "quillstone-legal",
    lead: "Quillstone",
    tail: "Legal",
    width: 139,
    weight: 600,
    mark: "M12 1l9 11-9 11-9-11Zm0 5-4.3 6L12 18l4.3-6Z",
  },
  {
    slug: "arborvale",
    lead: "arborvale",
    width: 82,
    weight: 600,
    tracking: -0.01,
    mark: "M12 2 21 16h-6.5v6h-5v-6H3Z",
  },
  {
    slug: "korvex",
    lead: "KORVEX",
    width: 89,
    weight: 700,
    tracking: 0.12,
    mark: "M12 1.5 21.5 7v10L12 22.5 2.5 17V7Zm0 5L7 9.3v5.4l5 2.8 5-2.8V9.3Z",
  },
  {
    slug: "lumenwright",
    lead: "Lumenwright",
    width: 112,
    weight: 500,
    tracking: -0.01,
    mark: "M12 7a5 5 0 1 1 0 10a5 5 0 1 1 0-10ZM11 0h2v4h-2Zm0 20h2v4h-2ZM0 11h4v2H0Zm20 0h4v2h-4ZM3.5 5l1.5-1.5 2.8 2.8-1.5 1.5Zm12.7 12.7 1.5-1.5 2.8 2.8-1.5 1.5ZM3.5 19l2.8-2.8 1.5 1.5L5 20.5Zm12.7-12.7L19 3.5 20.5 5l-2.8 2.8Z",
  },
  {
    slug: "tesserine-bank",
    lead: "Tesserine",
    tail: "Bank",
    width: 129,
    weight: 700,
    tracking: -0.02,
    mark: "M2 2h9v9H2Zm11 0h9v9h-9Zm0 11h9v9h-9ZM2 13h9v9H2Z",
  },
  {
    slug: "orrevo-analytics",
    lead: "orrevo",
    tail: "analytics",
    width: 137,
    weight: 600,
    mark: "M12 9a3 3 0 1 1 0 6a3 3 0 1 1 0-6Zm0-7a10 10 0 1 1 0 20a10 10 0 1 1 0-20Zm0 2.2a7.8 7.8 0 1 0 0 15.6a7.8 7.8 0 1 0 0-15.6ZM20 2a2 2 0 1 1 0 4a2 2 0 1 1 0-4Z",
  },
  {
    slug: "brackwater-mutual",
    lead: "BRACKWATER",
    width: 134,
    weight: 700,
    tracking: 0.04,
    mark: "M1 8c3.7-3 7.3-3 11 0s7.3 3 11 0v4c-3.7 3-7.3 3-11 0s-7.3-3-11 0Zm0 7c3.7-3 7.3-3 11 0s7.3 3 11 0v4c-3.7 3-7.3 3-11 0s-7.3-3-11 0Z",
  },
];

export const PARTNER_LOGOS_DIR = "public/images/partners";

const MARK = 24;
const GAP = 8;
const FONT_SIZE = 18;
/** The wordmark's baseline, in a 32 px box whose top is 4 px above the mark's. */
const BASELINE = 18.5;

const exact = (value: number) => String(Math.round(value * 1000) / 1000);

type Glyph = { id: number; x: number };

const setWeight = (font: Font, weight: number) =>
  font.setVariations([new Variation("wght", weight)]);

/** One run of text in one weight: its glyphs, each at its pen position in px from the run's start, and its advance. */
function shapeRun(font: Font, text: string, weight: number, tracking: number) {
  setWeight(font, weight);
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const scale = FONT_SIZE / font.face.upem;
  let pen = 0;
  const glyphs: Glyph[] = buffer.getGlyphInfosAndPositions().map((glyph) => {
    const placed = { id: glyph.codepoint, x: pen + (glyph.xOffset ?? 0) * scale };
    pen += (glyph.xAdvance ?? 0) * scale + tracking * FONT_SIZE;
    return placed;
  });
  return { weight, glyphs, advance: pen };
}

/**
 * A glyph's outline (in the font's current weight) at `x` on the baseline, scaled to 18 px and
 * turned the right way up, as absolute path data.
 */
function outline(font: Font, glyph: Glyph) {
  const scale = FONT_SIZE / font.face.upem;
  return font
    .glyphToJson(glyph.id)
    .map(({ type, values }) => {
      const points: string[] = [];
      for (let index = 0; index < values.length; index += 2) {
        points.push(
          `${exact(glyph.x + values[index]! * scale)} ${exact(BASELINE - values[index + 1]! * scale)}`,
        );
      }
      return type + points.join(" ");
    })
    .join("");
}

/** The logo file: the mark, then the wordmark's outlines, its letters spaced out to `width` as SVG's `textLength` does. */
export function logoSvg(font: Font, drawing: LogoDrawing) {
  const tracking = drawing.tracking ?? 0;
  const runs = [
    shapeRun(font, drawing.lead, drawing.weight, tracking),
    ...(drawing.tail ? [shapeRun(font, ` ${drawing.tail}`, 400, tracking)] : []),
  ];
  const count = runs.reduce((sum, run) => sum + run.glyphs.length, 0);
  const natural = runs.reduce((sum, run) => sum + run.advance, 0) - tracking * FONT_SIZE;
  const spread = count > 1 ? (drawing.width - natural) / (count - 1) : 0;
  let start = MARK + GAP;
  let index = 0;
  let wordmark = "";
  for (const run of runs) {
    setWeight(font, run.weight);
    for (const glyph of run.glyphs)
      wordmark += outline(font, { id: glyph.id, x: start + glyph.x + spread * index++ });
    start += run.advance;
  }
  const width = MARK + GAP + drawing.width;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -4 ${width} 32" width="${width}" height="32">` +
    `<path fill-rule="evenodd" d="${drawing.mark}"/><path d="${roundedPath(wordmark)}"/></svg>\n`
  );
}

/** Inter with every weight, as TrueType (HarfBuzz reads no WOFF2), holding the drawings' letters. */
export async function interFont() {
  const letters = PLACEHOLDER_LOGOS.map(({ lead, tail }) => `${lead} ${tail ?? ""}`).join("");
  const ttf = await subsetFont(readFileSync(INTER_SOURCE), letters, { targetFormat: "sfnt" });
  return new Font(new Face(new Blob(ttf)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await interFont();
  mkdirSync(PARTNER_LOGOS_DIR, { recursive: true });
  for (const drawing of PLACEHOLDER_LOGOS) {
    const file = path.join(PARTNER_LOGOS_DIR, `${drawing.slug}.svg`);
    writeFileSync(file, logoSvg(font, drawing));
    console.log(file);
  }
}
