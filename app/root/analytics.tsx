import * as React from "react";
import { useLocation } from "react-router";
import { createAnalytics } from "~/lib/analytics";
import { config } from "~/lib/config";

type AnalyticsClient = ReturnType<typeof createAnalytics>;

/** Sends a page view on the first load and on every route change. */
export function Analytics() {
  const { pathname, search } = useLocation();
  const client = React.useRef<AnalyticsClient>(null);
  React.useEffect(() => {
    client.current ??= createAnalytics(config.gaMeasurementIds);
    client.current.pageView(pathname + search, document.title);
  }, [pathname, search]);
  return null;
}
