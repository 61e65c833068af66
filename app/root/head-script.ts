/**
 * The page's one script in <head>: the theme and the header's controls (`header-controls.ts`),
 * then `afterFirstPaint`, the brand face and the field measurement (`first-paint.ts`). One script
 * rather than two: each inline script's hash is 54 bytes of every page's policy header.
 */
import {
  install as installHeaderControls,
  type HeaderControlsOptions,
} from "~/components/layout/header-controls";
import { install as installFirstPaint, type FirstPaintOptions } from "~/lib/first-paint";

export type HeadScriptOptions = { header: HeaderControlsOptions; firstPaint: FirstPaintOptions };

export function install(doc: Document, { header, firstPaint }: HeadScriptOptions) {
  installHeaderControls(doc, header);
  installFirstPaint(doc, firstPaint);
}
