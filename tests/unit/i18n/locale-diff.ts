// Compares two translations of one namespace (design.md: a key missing in either locale fails a test).
// Plural forms differ by language (en: key_one/key_other, zh: key_other), so they compare by base key.

type Json = Record<string, unknown>;

export interface LocaleProblems {
  /** '<language> lacks <key>' */
  missing: string[];
  empty: string[];
  notString: string[];
  variableMismatch: string[];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /{{\s*([^,}\s]+)[^}]*}}/g;

/** Leaves of a nested translation object, keyed 'a.b.c'. */
export function flatten(value: Json, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
      for (const [k, v] of flatten(child as Json, path)) leaves.set(k, v);
    } else {
      leaves.set(path, child);
    }
  }
  return leaves;
}

export function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] ?? ''))].sort();
}

function byBaseKey(leaves: Map<string, unknown>): Map<string, unknown[]> {
  const groups = new Map<string, unknown[]>();
  for (const [key, value] of leaves) {
    const base = key.replace(PLURAL_SUFFIX, '');
    groups.set(base, [...(groups.get(base) ?? []), value]);
  }
  return groups;
}

const variablesOfGroup = (values: unknown[]) =>
  [...new Set(values.flatMap((v) => (typeof v === 'string' ? variablesOf(v) : [])))].sort().join(',');

export function diffLocales(a: Json, b: Json, names: [string, string] = ['a', 'b']): LocaleProblems {
  const leavesA = flatten(a);
  const leavesB = flatten(b);
  const groupsA = byBaseKey(leavesA);
  const groupsB = byBaseKey(leavesB);
  const problems: LocaleProblems = { missing: [], empty: [], notString: [], variableMismatch: [] };
  for (const key of groupsA.keys()) if (!groupsB.has(key)) problems.missing.push(`${names[1]} lacks ${key}`);
  for (const key of groupsB.keys()) if (!groupsA.has(key)) problems.missing.push(`${names[0]} lacks ${key}`);
  for (const [name, leaves] of [
    [names[0], leavesA],
    [names[1], leavesB],
  ] as const) {
    for (const [key, value] of leaves) {
      if (typeof value !== 'string') problems.notString.push(`${name} ${key}`);
      else if (value.trim() === '') problems.empty.push(`${name} ${key}`);
    }
  }
  for (const [key, values] of groupsA) {
    const other = groupsB.get(key);
    if (!other) continue;
    const [varsA, varsB] = [variablesOfGroup(values), variablesOfGroup(other)];
    if (varsA !== varsB)
      problems.variableMismatch.push(`${key}: ${names[0]} {${varsA}} ${names[1]} {${varsB}}`);
  }
  return problems;
}

export const NO_PROBLEMS: LocaleProblems = {
  missing: [],
  empty: [],
  notString: [],
  variableMismatch: [],
};
