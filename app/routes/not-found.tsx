import { Link } from "react-router";
import { MainRoutes } from "~/components/not-found/main-routes";
import missingPathLog from "~/components/not-found/missing-path-log.ts?inline-script";
import {
  PageActions,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { Button } from "~/components/ui/button";
import { notFoundCopy as copy } from "~/content/not-found";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.notFound);

const logMissingPath = missingPathLog();

export default function NotFoundPage() {
  return (
    <PageHeader top="tall" bottom="tall" wide>
      <script dangerouslySetInnerHTML={{ __html: logMissingPath }} />
      <p className="text-6xl font-bold text-brand-ink">{copy.code}</p>
      <PageHeaderHeading className="mt-4">{copy.heading}</PageHeaderHeading>
      <PageHeaderDescription>{copy.description}</PageHeaderDescription>
      <PageActions>
        <Button asChild variant="brand" size="lg">
          <Link to={copy.home.href}>{copy.home.label}</Link>
        </Button>
      </PageActions>
      <MainRoutes label={copy.routesLabel} routes={copy.routes} />
    </PageHeader>
  );
}
