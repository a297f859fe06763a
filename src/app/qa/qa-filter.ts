import type { OperationMeta } from '@generated/operations';
import type { OperationScenario } from '@generated/scenarios';

/** How many operations the QA panel lists at once; a search or a tag narrows the rest. */
export const QA_RESULT_LIMIT = 25;

export const scenarioValue = ({ name, status }: OperationScenario) => `${status}:${name}`;

interface Filter {
  query: string;
  tag: string | null;
  chosen: Record<string, OperationScenario>;
}

/** Operations matching the search (id or path) and tag; those with a chosen scenario come first. */
export function matchingOperations(all: readonly OperationMeta[], { query, tag, chosen }: Filter) {
  const needle = query.trim().toLowerCase();
  const matching = all
    .filter((operation) => !tag || operation.tag === tag)
    .filter(
      (operation) =>
        !needle ||
        operation.operationId.toLowerCase().includes(needle) ||
        operation.path.toLowerCase().includes(needle),
    )
    .sort((a, b) => Number(b.operationId in chosen) - Number(a.operationId in chosen));
  return { shown: matching.slice(0, QA_RESULT_LIMIT), total: matching.length };
}
