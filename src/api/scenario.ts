import type { OperationScenario } from '@generated/scenarios';

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
  window.sessionStorage.removeItem(THIN_STORAGE_KEY);
}

// The mock's thin modes (scripts/lib/thin-answers.mjs): every answer with only the fields the contract
// requires, or without those marked `x-source: assumed`; chosen for the tab like a scenario, through
// `?scenario=thin:required` or the QA switch, and sent as the mock's `x-mock-thin` header.
export const THIN_MODES = ['required', 'no-assumed'] as const;
export type ThinMode = (typeof THIN_MODES)[number];
/** The pseudo-operation `?scenario=` names the thin mode by: `thin:required`, `thin:no-assumed`. */
export const THIN_SCENARIO = 'thin';
const THIN_STORAGE_KEY = 'qa.thin';

export const isThinMode = (value: unknown): value is ThinMode => THIN_MODES.includes(value as ThinMode);

export function getThinMode(): ThinMode | undefined {
  const stored = window.sessionStorage.getItem(THIN_STORAGE_KEY);
  return isThinMode(stored) ? stored : undefined;
}

export function setThinMode(mode: ThinMode | null): void {
  if (mode) window.sessionStorage.setItem(THIN_STORAGE_KEY, mode);
  else window.sessionStorage.removeItem(THIN_STORAGE_KEY);
}

/** Prism's `Prefer` header value for the operation's chosen scenario, e.g. 'code=401, example=UNAUTHORIZED'. */
export function preferHeader(operationId: string): string | undefined {
  const scenario = getScenario(operationId);
  return scenario ? `code=${scenario.status}, example=${scenario.name}` : undefined;
}
