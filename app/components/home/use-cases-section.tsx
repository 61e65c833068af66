import { FeatureSection } from "~/components/sections/feature-grid";
import { useCases } from "~/content/home";

/** The `/#use-cases` target the use-case pages link back to: one card per page. */
export function UseCasesSection() {
  return <FeatureSection id="use-cases" intro={useCases.intro} features={useCases.features} />;
}
