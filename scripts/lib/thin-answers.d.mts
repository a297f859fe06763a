// Types of scripts/lib/thin-answers.mjs for the TypeScript tests that import it.
export type ThinMode = 'required' | 'no-assumed';
export const THIN_MODES: readonly ThinMode[];
export const THIN_HEADER: 'x-mock-thin';
export function isThinMode(value: unknown): value is ThinMode;
export function sourceOf(doc: unknown, property: unknown): string | undefined;
export function matches(doc: unknown, schema: unknown, value: unknown, depth?: number): boolean;
export function prune(doc: unknown, schema: unknown, value: unknown, mode: ThinMode): unknown;
export function operationFor(doc: unknown, method: string, pathname: string): unknown;
export function answerSchema(doc: unknown, operation: unknown, status: number): unknown;
export function thinAnswer(
  doc: unknown,
  request: { method: string; pathname: string; status: number; body: unknown; mode: ThinMode },
): unknown;
