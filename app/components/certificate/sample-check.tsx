import sampleCheckScript from "./sample-check-script.ts?inline-script";
import workerUrl from "./sample-check.worker?worker&url";

const script = sampleCheckScript({ worker: workerUrl });

/** The last of the static /verify/demo page, after the sample's island (`sample-check-script.ts`). */
export function SampleCheckScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}
