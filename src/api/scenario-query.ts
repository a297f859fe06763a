import { operationScenarios } from '@generated/scenarios';
import { isThinMode, setScenario, setThinMode, THIN_SCENARIO, type ScenarioMap } from './scenario';

/**
 * Reads `scenario=operationId:exampleName` pairs (comma-separated, or the parameter repeated) from a
 * location search string, stores the ones the contract knows and returns them; unknown pairs are ignored.
 * `thin:required` or `thin:no-assumed` chooses the mock's thin mode instead (src/api/scenario.ts).
 * Its own module: the example table is loaded only with the QA switch on (main.tsx).
 */
export function readScenarioQuery(search: string): ScenarioMap {
  const params = new URLSearchParams(search);
  const pairs = params.getAll('scenario').flatMap((value) => value.split(','));
  const applied: ScenarioMap = {};
  for (const pair of pairs) {
    const [operationId = '', name = ''] = pair.split(':').map((part) => part.trim());
    if (operationId === THIN_SCENARIO && isThinMode(name)) {
      setThinMode(name);
      continue;
    }
    const scenario = operationScenarios[operationId]?.find((candidate) => candidate.name === name);
    if (!scenario) continue;
    setScenario(operationId, scenario);
    applied[operationId] = scenario;
  }
  return applied;
}
