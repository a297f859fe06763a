// What the theme's templates and widgets read from the SchemaForm around them: which fields are flagged,
// which one has focus, and the submit state. Spec §5: "Error text shows only when flagged and unfocused".
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorMessage } from './error-messages';

export interface FieldFlags {
  /** Set once a submit was attempted: every field is flagged from then on. */
  submitted: boolean;
  /** Ids of fields blurred at least once. */
  touched: ReadonlySet<string>;
  /** Id of the field that has focus, if any. */
  focusedId: string | null;
}

export interface SubmitState {
  formId: string;
  pending: boolean;
  /** Translated text of the last failed submit, shown above the submit button. */
  serverError: string | null;
}

export const FieldFlagsContext = createContext<FieldFlags>({
  submitted: false,
  touched: new Set(),
  focusedId: null,
});

export const SubmitStateContext = createContext<SubmitState>({
  formId: 'form',
  pending: false,
  serverError: null,
});

export const useSubmitState = (): SubmitState => useContext(SubmitStateContext);

export function isErrorVisible(flags: FieldFlags, id: string): boolean {
  const flagged = flags.submitted || flags.touched.has(id);
  return flagged && flags.focusedId !== id;
}

/** The translated first error of field `id`, or undefined while it is hidden (unflagged or focused). */
export function useVisibleError(
  id: string,
  rawErrors: string[] | undefined,
  hideError?: boolean,
): string | undefined {
  const flags = useContext(FieldFlagsContext);
  const { t } = useTranslation('forms');
  const first = rawErrors?.[0];
  if (hideError || first === undefined || !isErrorVisible(flags, id)) return undefined;
  return translateErrorMessage(first, (key, options) => t(key, options ?? {}));
}
