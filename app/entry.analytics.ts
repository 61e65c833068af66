/**
 * Analytics after consent, the browser entry the consent banner's script imports
 * (`app/features/consent/consent-script.ts`): nothing of it is on a page that has not been accepted.
 */
import { consentedAnalytics } from "~/features/consent/consented-analytics";
import { config } from "~/lib/config";

export const { count, withdraw } = consentedAnalytics(config.gaMeasurementIds);
