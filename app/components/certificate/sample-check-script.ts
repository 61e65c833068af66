import { completeShareLink } from "~/components/certificate/share-link";
import { afterFirstPaintIn } from "~/lib/first-paint";

/**
 * This browser's check of the sample certificate, made as /verify/demo loads without React (which
 * would cost a phone ~150 ms of main thread to start). After the first paint a worker checks the
 * certificate off the main thread and posts its report; when that equals the report the build made,
 * which the island shows held unseen (`VerificationStatus` with `pending`), the island's root is
 * marked `data-checked-in-browser` and the held verdict shows: it is now also this browser's. Any
 * other answer, or a worker that fails, hydrates the island, which checks the certificate itself
 * and shows what it finds.
 */
export function checkSample(
  doc: Document,
  createWorker: () => Worker,
  afterFirstPaint: (run: () => void) => void,
) {
  const root = doc.querySelector<HTMLElement>('[data-island="certificate"]');
  if (!root) return;
  afterFirstPaint(() => {
    const built = JSON.stringify(JSON.parse(root.dataset.props || "{}").builtReport);
    let worker: Worker | null = null;
    const settle = (agrees: boolean) => {
      worker?.terminate();
      if (agrees) root.dataset.checkedInBrowser = "";
      else root.dispatchEvent(new Event("hydrate"));
    };
    try {
      worker = createWorker();
    } catch {
      return settle(false);
    }
    worker.onmessage = (event) => settle(JSON.stringify(event.data) === built);
    worker.onerror = () => settle(false);
  });
}

/**
 * The inline script at the end of the static /verify/demo page (`SampleCheckScript`):
 * its Share link, complete before a visitor can reach it, and this browser's check.
 */
export function install(doc: Document, options: { worker: string }) {
  completeShareLink(doc);
  checkSample(doc, () => new Worker(options.worker), afterFirstPaintIn(doc));
}
