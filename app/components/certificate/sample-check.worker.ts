/**
 * The sample certificate's check, run in a worker as /verify/demo loads (`sample-check.ts`): the
 * signature check is about 10 ms of main thread on a laptop and four times that on a phone, so it
 * runs beside the page. It posts its report and is done.
 */
import { certificateBundle } from "~/content/certificate";
import { checkBundle } from "~/lib/certificate-bundle";

postMessage(checkBundle(certificateBundle));
