import type { RJSFSchema } from '@rjsf/utils';
import type { CorporateKycDraft } from '@generated/models';

/** The values of a saved application that one step's form shows (its schema's top-level fields). */
export function fieldsOf<T>(saved: Partial<CorporateKycDraft>, schema: RJSFSchema): Partial<T> {
  const names = Object.keys(schema.properties ?? {});
  return Object.fromEntries(
    names.filter((name) => name in saved).map((name) => [name, saved[name as keyof CorporateKycDraft]]),
  ) as Partial<T>;
}

/** The saved values the files step sends along (its FormDefinition's carriedFields, but the id). */
export function carriedOf(
  saved: Partial<CorporateKycDraft>,
  carried: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    carried
      .filter((name) => name !== 'id' && name in saved)
      .map((name) => [name, saved[name as keyof CorporateKycDraft]]),
  );
}
