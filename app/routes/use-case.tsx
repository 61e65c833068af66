import { useLocation } from "react-router";
import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/use-case";

const useCasePages = [pages.validation, pages.escalation, pages.consultation];

function pageFor(pathname: string) {
  return useCasePages.find((page) => page.path === pathname) ?? pages.validation;
}

export const meta = ({ location }: Route.MetaArgs) => seo(pageFor(location.pathname));

export default function UseCasePage() {
  const page = pageFor(useLocation().pathname);
  return (
    <PageHeader>
      <PageHeaderHeading>{page.title.split(" | ")[0]}</PageHeaderHeading>
      <PageHeaderDescription>{page.description}</PageHeaderDescription>
    </PageHeader>
  );
}
