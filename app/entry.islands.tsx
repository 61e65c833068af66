/**
 * The islands' browser entry: a static page's islands script (`app/islands/islands-script.ts`)
 * imports it on a visitor's first reach for an island, and it hydrates that island's prerendered
 * HTML. Each island's component is its own chunk, loaded with it. It sits above the components it
 * loads; they mark themselves with `island()` from `app/islands/island.tsx`, which names them.
 */
import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { keepEarlyInput } from "~/islands/early-input";
import type { IslandName } from "~/islands/island";

const islands = {
  waitlist: () =>
    import("~/features/waitlist/request-demo-form").then((module) => module.RequestDemoForm),
  certificate: () =>
    import("~/components/certificate/certificate-verifier").then(
      (module) => module.CertificateVerifier,
    ),
  verifier: () =>
    import("~/components/certificate/bundle-verifier").then((module) => module.BundleVerifier),
} satisfies Record<IslandName, () => Promise<React.ComponentType<never>>>;

/** Resolves once React has committed the hydrated island, so a replayed click reaches its handlers. */
function Ready({ onReady, children }: { onReady: () => void; children: React.ReactNode }) {
  React.useEffect(onReady, [onReady]);
  return children;
}

export async function hydrateIsland(name: string, root: HTMLElement, props: object) {
  const load = islands[name as IslandName] as () => Promise<React.ComponentType<object>>;
  const Component = await load();
  const replayEarlyInput = keepEarlyInput(root);
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole island; an event on the island meanwhile finishes it at once.
    React.startTransition(() => {
      hydrateRoot(
        root,
        <Ready onReady={resolve}>
          <Component {...props} />
        </Ready>,
      );
    });
  });
  replayEarlyInput();
}
