import type { Page } from "@playwright/test";
import {
  ICON_CLASS,
  RULE_LESS_CLASSES,
  stylesheetClasses,
} from "../../scripts/build/class-names.ts";
import { siteStylesheet } from "../../scripts/build/page-css.ts";
import { builtClassNames, builtPropertyNames } from "./built-classes.ts";

/**
 * Each page inlines only the CSS its markup and its islands use (scripts/build/page-css.ts). These checks
 * style every element of a page, and its ::before and ::after, with the page's own stylesheet and
 * then with the site's whole one, and require the two to agree on every property.
 */
let whole: Promise<string> | undefined;
/** The site's whole stylesheet with the build's class and property names, built once per worker. */
function wholeStylesheet() {
  return (whole ??= siteStylesheet((name) => builtClassNames[name] ?? name, builtPropertyNames));
}

/**
 * Where the page's own stylesheet and the whole one style an element differently, and the classes
 * an element carries that no rule of the whole sheet names (a class an island renders with a name
 * the build did not give it: scripts/build/class-names.ts), at most ten.
 */
export async function stylesheetDifferences(page: Page) {
  const whole = await wholeStylesheet();
  const named = [...stylesheetClasses(whole), ...Object.keys(RULE_LESS_CLASSES)];
  return page.evaluate(
    ({ whole, named, icon }) => {
      const classes = new Set(named);
      const iconClass = new RegExp(icon);
      const unnamed = [...document.querySelectorAll("[class]")].flatMap((element) =>
        [...element.classList]
          .filter((name) => !classes.has(name) && !iconClass.test(name))
          .map((name) => `<${element.tagName.toLowerCase()}> class "${name}" has no rule`),
      );
      if (unnamed.length) return unnamed.slice(0, 10);
      const sheet = [...document.querySelectorAll("style")].find((style) =>
        style.textContent?.startsWith("/*! tailwindcss"),
      );
      if (!sheet) return ["the page has no inline stylesheet"];
      // A rule one sheet has and the other lacks changes, where it applies, a property it declares:
      // only the properties either sheet declares are read (every longhand of them, a third of all
      // properties a style has). Custom properties are left out: the whole sheet declares defaults
      // for utilities the page never uses, which style nothing; what they feed is read where used.
      const declared = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          // Style rules, and keyframes' (a finished animation holds its last frame).
          if ("style" in rule)
            for (const property of (rule as CSSStyleRule).style)
              if (!property.startsWith("--")) declared.add(property);
          if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const text of [whole, sheet.textContent]) {
        const parsed = new CSSStyleSheet();
        parsed.replaceSync(text);
        collect(parsed.cssRules);
      }
      const properties = [...declared];
      const elements = [...document.querySelectorAll("*")];
      const snapshot = () =>
        elements.flatMap((element) =>
          [null, "::before", "::after"].map((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            if (pseudo && style.content === "none") return "";
            return properties
              .map((property) => `${property}: ${style.getPropertyValue(property)}`)
              .join("\n");
          }),
        );
      const pageSheet = sheet.textContent;
      // Both snapshots follow a stylesheet just set: a band kept out of rendering
      // (`content-visibility: auto`) otherwise keeps the margins of a width the page was resized
      // from until something restyles it, as the swap below does for the whole sheet's snapshot.
      sheet.textContent = "";
      sheet.textContent = pageSheet;
      const own = snapshot();
      sheet.textContent = whole;
      const full = snapshot();
      sheet.textContent = pageSheet;
      const found: string[] = [];
      own.forEach((values, index) => {
        if (values === full[index] || found.length >= 10) return;
        const element = elements[Math.floor(index / 3)]!;
        const pseudo = ["", "::before", "::after"][index % 3];
        const theirs = new Set(full[index]!.split("\n"));
        const changed = values.split("\n").filter((value) => !theirs.has(value));
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">${pseudo}: ${changed.slice(0, 3).join("; ")}`,
        );
      });
      return found;
    },
    { whole, named, icon: ICON_CLASS.source },
  );
}
