// Types of scripts/contract-required.mjs for the TypeScript tests that import it.
export interface OperationFields {
  operationId: string;
  fields: string[];
}
export function requiredAnswerFields(doc: unknown): OperationFields[];
export function fieldName(field: string): string;
export function callersOf(operationId: string): string[];
export function unreadNames(names: string[]): string[];
export function requiredOnlyForUncalled(doc: unknown, callers?: (operationId: string) => string[]): string[];
