import { Link } from "react-router";
import {
  PageActions,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import missingPathLog from "~/components/not-found/missing-path-log.ts?inline-script";
import { Button } from "~/components/ui/button";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.notFound);

const logMissingPath = missingPathLog();

export default function NotFoundPage() {
  return (
    <PageHeader top="tall" bottom="tall">
      <script dangerouslySetInnerHTML={{ __html: logMissingPath }} />
      <p className="text-6xl font-bold text-brand-ink">404</p>
      <PageHeaderHeading className="mt-4">Oops! Page not found</PageHeaderHeading>
      <PageHeaderDescription>
        The page you are looking for has moved or never existed.
      </PageHeaderDescription>
      <PageActions>
        <Button asChild variant="brand" size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
      </PageActions>
    </PageHeader>
  );
}
