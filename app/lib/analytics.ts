/** GA4 page views for every configured measurement id. Nothing loads when none is configured. */
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

/** Serialized into pages that load no modules (app/root/page-scripts.tsx): pass every argument. */
export function createAnalytics(
  ids: readonly string[],
  win: AnalyticsWindow = window,
  gtagSrc = GTAG_SRC,
) {
  let started = false;

  function start() {
    started = true;
    win.dataLayer = win.dataLayer ?? [];
    win.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments);
    };
    win.gtag("js", new Date());
    for (const id of ids) win.gtag("config", id, { send_page_view: false });
    const script = win.document.createElement("script");
    script.async = true;
    script.src = `${gtagSrc}?id=${encodeURIComponent(ids[0]!)}`;
    win.document.head.append(script);
  }

  return {
    pageView(path: string, title: string) {
      if (ids.length === 0) return;
      if (!started) start();
      for (const id of ids) {
        win.gtag!("event", "page_view", {
          send_to: id,
          page_path: path,
          page_location: win.location.origin + path,
          page_title: title,
        });
      }
    },
  };
}
