import { consultation } from "./consultation";
import { escalation } from "./escalation";
import type { UseCase } from "./types";
import { validation } from "./validation";

export const useCases: UseCase[] = [validation, escalation, consultation];

/** The use-case page for a path; the router registers only these three paths. */
export function findUseCase(pathname: string): UseCase {
  const path = pathname.replace(/\/+$/, "");
  return useCases.find((useCase) => useCase.path === path) ?? validation;
}
