import { operations, type OperationScenario } from '@generated/operations';

// QA plumbing (design.md): per operation, the named contract example Prism should answer with, chosen
// in the QA switch or through `?scenario=operationId:exampleName,...`. Kept for the browser tab's session.
const STORAGE_KEY = 'qa.scenarios';

export type ScenarioMap = Record<string, OperationScenario>;

export function getScenarios(): ScenarioMap {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ScenarioMap) : {};
  } catch {
    return {};
  }
}

export function getScenario(operationId: string): OperationScenario | undefined {
  return getScenarios()[operationId];
}

export function setScenario(operationId: string, scenario: OperationScenario | null): void {
  const { [operationId]: _previous, ...others } = getScenarios();
  const next = scenario
    ? { ...others, [operationId]: { name: scenario.name, status: scenario.status } }
    : others;
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
}

export function clearScenarios(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}

/**
 * Reads `scenario=operationId:exampleName` pairs (comma-separated, or the parameter repeated) from a
 * location search string, stores the ones the contract knows and returns them; unknown pairs are ignored.
 */
export function readScenarioQuery(search: string): ScenarioMap {
  const params = new URLSearchParams(search);
  const pairs = params.getAll('scenario').flatMap((value) => value.split(','));
  const applied: ScenarioMap = {};
  for (const pair of pairs) {
    const [operationId = '', name = ''] = pair.split(':').map((part) => part.trim());
    const scenario = operations
      .find((operation) => operation.operationId === operationId)
      ?.scenarios.find((candidate) => candidate.name === name);
    if (!scenario) continue;
    setScenario(operationId, scenario);
    applied[operationId] = scenario;
  }
  return applied;
}

/** Prism's `Prefer` header value for the operation's chosen scenario, e.g. 'code=401, example=UNAUTHORIZED'. */
export function preferHeader(operationId: string): string | undefined {
  const scenario = getScenario(operationId);
  return scenario ? `code=${scenario.status}, example=${scenario.name}` : undefined;
}
