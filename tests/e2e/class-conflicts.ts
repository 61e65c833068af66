import type { Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";
import { sourceClassNames } from "./built-classes.ts";

/**
 * Elements carrying two utilities for one property (`mb-3 mb-6`, `flex inline-flex`). Components
 * join classes without merging (`cn` in app/lib/utils.ts), so in such a pair the stylesheet's order,
 * not the author, decides which wins. tailwind-merge knows which utilities conflict; here it only
 * finds them, in the test, and ships to no visitor. It reads the names the source wrote, which the
 * build shortened (scripts/build/class-names.ts).
 */
export async function classConflicts(page: Page): Promise<string[]> {
  const elements = await page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map((element) => ({
      tag: element.tagName.toLowerCase(),
      classes: (element.getAttribute("class") ?? "").trim().split(/\s+/),
    })),
  );
  const found = new Set<string>();
  for (const { tag, classes: built } of elements) {
    const classes = built.map((name) => sourceClassNames[name] ?? name).join(" ");
    const kept = new Set(twMerge(classes).split(" "));
    const dropped = classes.split(" ").filter((name) => name && !kept.has(name));
    if (dropped.length)
      found.add(`<${tag}> ${dropped.join(" ")} conflicts with a later class in "${classes}"`);
  }
  return [...found];
}
