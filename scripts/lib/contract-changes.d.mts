// Types of scripts/lib/contract-changes.mjs for the TypeScript tests that import it.
export type Verdict = 'breaking' | 'non-breaking' | 'annotation' | 'unclassified' | 'deprecated';
export interface ContractChange {
  operation: string;
  part: string;
  path: string;
  action: string;
  description: string;
  client: Verdict;
  server: Verdict;
  breaking: boolean;
}
export function contractChanges(before: unknown, after: unknown): Promise<ContractChange[]>;
export function compareVersions(a: string, b: string): number;
export function unreleasedNotes(changelog: string): string;
export function unexplainedBreaks(
  changes: ContractChange[],
  versions: { releasedVersion: string; workingVersion: string; notes: string },
): ContractChange[];
