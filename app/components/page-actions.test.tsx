import userEvent from "@testing-library/user-event";
import { Window } from "happy-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ShareButton } from "~/components/certificate/share-button";
import { ACTION_STATUS_SLOT } from "~/components/page-actions";
import actionsScript from "~/components/page-actions.ts?inline-script";
import zoomableImagesScript from "~/components/zoomable-image-script.ts?inline-script";
import { PlanGrid } from "~/components/pricing/plan-grid";
import { CopyButton } from "~/components/ui/copy-button";
import { ZoomableImage } from "~/components/zoomable-image";

let win: Window;
let document: Document;
let clipboard: string[];

const offers = new Map<"clipboard" | "share", unknown>();

/** What the page's browser offers: a clipboard, a share sheet. */
function offer(property: "clipboard" | "share", value: unknown) {
  offers.set(property, value);
  Object.defineProperty(win.navigator, property, { value, configurable: true });
}

/**
 * The prerendered markup in a page of its own, then the scripts it carries (the plan grid's) and
 * the page's action scripts, each from its text alone.
 */
function openPage(markup: React.ReactElement) {
  // The page's live region, as the site's shell renders it.
  document.body.innerHTML = `${renderToStaticMarkup(markup)}<p role="status" data-slot="${ACTION_STATUS_SLOT}"></p>`;
  for (const script of document.querySelectorAll("script")) {
    new Function("document", script.textContent ?? "")(document);
  }
  new Function("document", actionsScript())(document);
  new Function("document", zoomableImagesScript())(document);
  const user = userEvent.setup({ document });
  // user-event puts a clipboard of its own on the page: the test's is the browser's.
  offers.forEach((value, property) => offer(property, value));
  return user;
}

const button = (name: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent === name)!;
const status = () => document.querySelector("[role=status]")!.textContent;

beforeEach(() => {
  win = new Window({ url: "https://fabric.example/pricing" });
  document = win.document as unknown as Document;
  clipboard = [];
  offer("clipboard", { writeText: (text: string) => Promise.resolve(void clipboard.push(text)) });
  offer("share", undefined);
});

describe("a page's actions, run without React", () => {
  it("copy a value on the first click and say so", async () => {
    const user = openPage(
      <CopyButton value="npm install" label="Copy" copiedMessage="Copied" failedMessage="Failed" />,
    );
    await user.click(button("Copy"));
    await vi.waitFor(() => expect(status()).toBe("Copied"));
    expect(clipboard).toEqual(["npm install"]);
    expect(button("Copy").dataset.state).toBe("done");
  });

  it("say so when the clipboard refuses", async () => {
    offer("clipboard", { writeText: () => Promise.reject(new Error("denied")) });
    const user = openPage(
      <CopyButton value="x" label="Copy" copiedMessage="Copied" failedMessage="Failed" />,
    );
    await user.click(button("Copy"));
    await vi.waitFor(() => expect(status()).toBe("Failed"));
  });

  it("share a link through the share sheet where there is one, else copy it", async () => {
    const share = vi.fn(() => Promise.resolve());
    offer("share", share);
    const user = openPage(<ShareButton url="https://fabric.example/verify#abc" />);
    await user.click(document.querySelector("button")!);
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: "https://fabric.example/verify#abc" }),
    );
    expect(clipboard).toEqual([]);

    offer("share", undefined);
    await user.click(document.querySelector("button")!);
    await vi.waitFor(() => expect(clipboard).toEqual(["https://fabric.example/verify#abc"]));
    expect(status()).toMatch(/^Link copied/);
  });

  it("open and close a lightbox where the browser lacks invoker commands and closedby", async () => {
    const user = openPage(
      <ZoomableImage src="/images/a.svg" alt="A portrait" width={4} height={4} />,
    );
    expect("command" in win.HTMLButtonElement.prototype).toBe(false);
    const dialog = document.querySelector("dialog")!;
    await user.click(document.querySelector("[data-slot=zoomable-image] svg")!);
    expect(dialog.open).toBe(true);
    await user.click(dialog.querySelector("button[command=close]")!);
    expect(dialog.open).toBe(false);
    await user.click(document.querySelector("[data-slot=zoomable-image]")!);
    await user.click(dialog);
    expect(dialog.open).toBe(false);
  });

  it("load an image hidden a tap away once the page is idle, and no other lazy image", async () => {
    openPage(
      <>
        <ZoomableImage src="/images/soon.svg" alt="Soon" width={4} height={4} priority="idle" />
        <ZoomableImage src="/images/below.svg" alt="Below" width={4} height={4} />
      </>,
    );
    const thumbnail = (src: string) =>
      document.querySelector<HTMLImageElement>(`[data-slot=zoomable-image] img[src="${src}"]`)!;
    await vi.waitFor(() => expect(thumbnail("/images/soon.svg").loading).toBe("eager"));
    expect(thumbnail("/images/below.svg").loading).toBe("lazy");
  });

  it("load the shown theme's screenshot above the fold at once, and leave the other theme's lazy", () => {
    document.documentElement.classList.add("dark");
    openPage(
      <ZoomableImage
        src="/images/screens/trust-certificate.webp"
        alt="A certificate"
        width={1280}
        height={800}
        priority
      />,
    );
    const shot = (theme: string) =>
      document.querySelector<HTMLImageElement>(`img[data-theme="${theme}"]`)!;
    expect(shot("dark").loading).toBe("eager");
    expect(shot("light").loading).toBe("lazy");
  });

  describe("a pricing plan", () => {
    let assign: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      assign = vi.spyOn(win.location, "assign").mockImplementation(() => {});
    });

    it("reads Processing... at once, holds every plan, then loads its page with the period", async () => {
      win.fetch = () => Promise.resolve(new win.Response(null, { status: 200 }));
      const user = openPage(<PlanGrid />);
      await user.click(document.querySelector("input[value=yearly]")!);
      await user.click(button("Choose Starter"));
      expect(button("Processing...").disabled).toBe(true);
      expect(button("Start free").disabled).toBe(true);
      await vi.waitFor(() =>
        expect(assign).toHaveBeenCalledWith("/request-demo?plan=starter&billing=yearly"),
      );
    });

    it("shows the alert and gives the buttons back when the page cannot load", async () => {
      win.fetch = () => Promise.reject(new TypeError("offline"));
      const user = openPage(<PlanGrid />);
      await user.click(button("Choose Professional"));
      await vi.waitFor(() =>
        expect(document.querySelector("[role=alert]")!.textContent).toBe(
          "Failed to initiate subscription. Please try again.",
        ),
      );
      expect(button("Choose Professional").disabled).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });

    it("reads its name again when the visitor comes back to the page as it was left", async () => {
      win.fetch = () => new Promise(() => {});
      const user = openPage(<PlanGrid />);
      await user.click(button("Choose Starter"));
      expect(button("Processing...")).toBeDefined();
      // As the browser's back-forward cache sends it (happy-dom has no PageTransitionEvent).
      win.dispatchEvent(Object.assign(new win.Event("pageshow"), { persisted: true }));
      expect(button("Choose Starter").disabled).toBe(false);
    });

    it("sends Enterprise to sales by email", () => {
      openPage(<PlanGrid />);
      expect(
        [...document.querySelectorAll("a")].find((a) => a.textContent === "Contact sales")!.href,
      ).toMatch(/^mailto:sales@fabric\.example\?subject=/);
    });
  });
});
