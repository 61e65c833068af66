import * as React from "react";

const Toaster = React.lazy(() =>
  import("~/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/**
 * Toasts only ever answer something a visitor did, so the toaster's code loads on the first
 * interaction instead of competing with first paint. Sonner replays toasts raised before it mounts.
 */
export function DeferredToaster() {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    if (ready) return;
    const mount = () => setReady(true);
    for (const type of INTERACTIONS)
      window.addEventListener(type, mount, { once: true, capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, mount, { capture: true });
    };
  }, [ready]);
  return ready ? (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  ) : null;
}
