import * as React from "react";

const Toaster = React.lazy(() =>
  import("~/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

/** Toasts are never needed for first paint, so their code loads after hydration. */
export function DeferredToaster() {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);
  return ready ? (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  ) : null;
}
