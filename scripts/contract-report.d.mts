// Types of scripts/contract-report.mjs for the TypeScript tests that import it.
export type Source = 'seed' | 'family' | 'assumed' | 'unmarked';
export type Counts = Record<Source | 'total', number>;
export interface DomainRow {
  domain: string;
  operationIds: string[];
  operations: Counts;
  fields: Counts;
}
export interface ContractReport {
  rows: DomainRow[];
  total: { operations: Counts; fields: Counts };
  distinctFields: Counts;
}
export const sources: Source[];
export function loadBundledContract(file?: string): Promise<unknown>;
export function contractReport(doc: unknown): ContractReport;
export interface MarkChanges {
  rows: { domain: string; operations: Record<string, number>; fields: Record<string, number> }[];
  distinct: number;
}
export function marksChanged(before: unknown, after: unknown): MarkChanges;
