import type { Page } from "playwright-core";
import { pages } from "../../app/content/pages.ts";

const REQUEST_DEMO = pages.requestDemo.path;

/**
 * What a visitor's first touch meets, control by control: where it is, how it is touched, and how
 * the page shows that it answered. The checks run in the page on every frame from the touch on, so
 * they name what a visitor sees (a ticked box, an open dialog, the yearly prices), never how a
 * component is built.
 */
export type Control = {
  name: string;
  route: string;
  /** The element tapped, at its centre (a descendant such as the icon's svg where that is what a thumb meets). */
  tap?: string;
  /** A touch that is not a tap: choosing an option, typing, a file chosen or dropped. */
  act?: (page: Page) => Promise<void>;
  /** The event that starts the clock: the touch's `pointerdown`, or the act's own event. */
  startsWith?: "pointerdown" | "input" | "change" | "drop" | "keydown";
  /** Done before the visitor's reading pause: open the menu a control lives in, give a paste. */
  prepare?: (page: Page) => Promise<void>;
  /** The control's new state, on screen (evaluated in the page each frame). */
  done: string;
  /** Any visible answer: busy or pressed (default: `done`). */
  responded?: string;
};

const visible = `(el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden"`;
const anyDialogOpen = `[...document.querySelectorAll("dialog[open], [role=dialog]")].some(${visible})`;
/** The verdict of a certificate check, `true` for a valid signature and `false` for a broken one. */
const verdict = (valid: boolean) =>
  `[...document.querySelectorAll("[data-valid=${valid}]")].some(${visible})`;
const busy = `!!document.querySelector("[aria-busy=true], [data-pending]")`;

const SAMPLE_FILE = "public/verify/fabric-demo-certificate.fabric-cert.json";

export const controls: Control[] = [
  {
    name: `${REQUEST_DEMO}: tick a topic`,
    route: REQUEST_DEMO,
    tap: "#waitlist-topics-0",
    done: `(() => { const c = document.querySelector("#waitlist-topics-0"); return c.checked === true || c.getAttribute("aria-checked") === "true"; })()`,
  },
  {
    name: `${REQUEST_DEMO}: choose a plan`,
    route: REQUEST_DEMO,
    act: (page) => page.selectOption("#waitlist-plan", "starter").then(() => undefined),
    startsWith: "input",
    // The select itself shows the plan at once; the summary line below it follows hydration.
    responded: `document.querySelector("#waitlist-plan").value === "starter"`,
    done: `document.querySelector("#waitlist-plan-summary").innerText.includes("Starter")`,
  },
  {
    name: `${REQUEST_DEMO}: Submit (empty)`,
    route: REQUEST_DEMO,
    tap: "form button[type=submit]",
    done: `!!document.querySelector("form [aria-invalid=true]")`,
    responded: `${busy} || !!document.querySelector("form [aria-invalid=true]")`,
  },
  {
    name: "/pricing: Yearly",
    route: "/pricing",
    tap: "label:has(input[value=yearly])",
    done: `document.body.innerText.includes("Save $")`,
  },
  {
    name: "/pricing: Choose Starter",
    route: "/pricing",
    tap: "button:has-text('Choose Starter'), a:has-text('Choose Starter')",
    done: `document.body.innerText.includes("Processing...")`,
  },
  {
    name: "/pricing: open a question",
    route: "/pricing",
    tap: "details summary",
    done: `document.querySelector("details").open`,
  },
  {
    // The index and its module are fetched only once a search starts: this is their cost.
    name: "/blog: search",
    route: "/blog",
    act: (page) => page.fill("#blog-search", "human"),
    startsWith: "input",
    responded: `!!document.querySelector("form[role=search] [role=status]").textContent.trim()`,
    done: `document.querySelectorAll("form[role=search] li").length > 0`,
  },
  {
    name: "/about: Boring/Awesome switch",
    route: "/about",
    tap: "[aria-label='Awesome Mode']",
    done: `[...document.querySelectorAll("[data-slot=leader-card] img")].some((img) => (${visible})(img) && img.currentSrc.includes("-awesome"))`,
  },
  {
    name: "/about: tap a portrait",
    route: "/about",
    tap: "[data-slot=leader-card] img >> visible=true",
    done: anyDialogOpen,
  },
  {
    name: "/products/flows: tap a screenshot's icon",
    route: "/products/flows",
    tap: "[data-slot=zoomable-image] svg >> nth=0",
    done: anyDialogOpen,
  },
  {
    name: "/products/flows: copy the request",
    route: "/products/flows",
    tap: "button:has-text('Copy') >> nth=0",
    done: `[...document.querySelectorAll("[role=status]")].some((el) => el.textContent.includes("copied"))`,
  },
  {
    name: "/verify: try the sample",
    route: "/verify",
    tap: "button:has-text('Try the sample')",
    done: verdict(true),
    responded: `${busy} || ${verdict(true)}`,
  },
  {
    name: "/verify: paste",
    route: "/verify",
    prepare: async (page) => {
      const text = await page.evaluate(
        (file) => fetch(file).then((response) => response.text()),
        `/${SAMPLE_FILE.replace("public/", "")}`,
      );
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    },
    act: async (page) => {
      await page.focus("#certificate-text");
      await page.keyboard.press("ControlOrMeta+V");
    },
    startsWith: "keydown",
    done: `document.querySelector("#certificate-text").value.length > 0`,
  },
  {
    name: "/verify: choose a file",
    route: "/verify",
    act: (page) => page.setInputFiles("#certificate-file", SAMPLE_FILE),
    startsWith: "change",
    done: verdict(true),
    responded: `${busy} || ${verdict(true)}`,
  },
  {
    name: "/verify: drop a file",
    route: "/verify",
    act: async (page) => {
      const text = await page.evaluate(
        (file) => fetch(file).then((response) => response.text()),
        `/${SAMPLE_FILE.replace("public/", "")}`,
      );
      await page.evaluate((value) => {
        const zone = document.querySelector("#certificate-file")!.parentElement!;
        const data = new DataTransfer();
        data.items.add(new File([value], "sample.fabric-cert.json", { type: "application/json" }));
        for (const type of ["dragenter", "dragover", "drop"])
          zone.dispatchEvent(
            new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
          );
      }, text);
    },
    startsWith: "drop",
    done: verdict(true),
    responded: `${busy} || ${verdict(true)}`,
  },
  {
    name: "/verify/demo: tamper with a field",
    route: "/verify/demo",
    act: async (page) => {
      await page.focus("input[id^=tamper-]");
      await page.keyboard.type("x");
    },
    startsWith: "keydown",
    done: verdict(false),
    responded: `${busy} || ${verdict(false)}`,
  },
  {
    name: "/verify/demo: Share",
    route: "/verify/demo",
    tap: "button:has-text('Share')",
    done: `window.__firstTouch.shared === true`,
  },
  {
    name: "header: menu",
    route: "/",
    tap: "[popovertarget=mobile-menu] svg",
    done: `(${visible})(document.querySelector("#mobile-menu"))`,
  },
  {
    name: "header: theme toggle",
    route: "/",
    // On a phone the toggle is in the menu.
    prepare: (page) => page.click("[popovertarget=mobile-menu]"),
    tap: "#mobile-menu [data-slot=theme-toggle]",
    done: `document.documentElement.classList.contains("dark")`,
  },
];
