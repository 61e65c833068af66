import { useLocation } from "react-router";
import { UseCasePage } from "~/components/use-cases/use-case-page";
import { pages } from "~/content/pages";
import { findUseCase } from "~/content/use-cases";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/use-case";

const useCasePages = [pages.validation, pages.escalation, pages.consultation];

/** One module serves three registered routes; the path picks the content. */
function pageFor(pathname: string) {
  const path = findUseCase(pathname).path;
  return useCasePages.find((page) => page.path === path) ?? pages.validation;
}

export const meta = ({ location }: Route.MetaArgs) => seo(pageFor(location.pathname));

export default function UseCaseRoute() {
  return <UseCasePage useCase={findUseCase(useLocation().pathname)} />;
}
