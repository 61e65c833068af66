import sampleCheckScript from "./sample-check-script.ts?inline-script";
import workerUrl from "./sample-check.worker?worker&url";

const script = sampleCheckScript({ worker: workerUrl });

/** Placed after the sample's island on the static /verify/demo page (`sample-check-script.ts`). */
export function SampleCheckScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}
