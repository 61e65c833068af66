import { Link } from "react-router";
import {
  PageActions,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { organizationJsonLd, seo } from "~/lib/seo";

export const meta = () => [...seo(pages.home), organizationJsonLd()];

export default function HomePage() {
  return (
    <PageHeader>
      <PageHeaderHeading>
        The Future is <span className="text-brand-ink">Human</span>
      </PageHeaderHeading>
      <PageHeaderDescription>{site.tagline}</PageHeaderDescription>
      <PageActions>
        <Button asChild variant="brand" size="lg">
          <Link to="/request-demo">Learn More</Link>
        </Button>
      </PageActions>
    </PageHeader>
  );
}
