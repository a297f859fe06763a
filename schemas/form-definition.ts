import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';

/** One form of the product: data schema (from the contract's request body), ui schema and rules. */
export interface FormDefinition<T = Record<string, unknown>> {
  /** Form id: drafts, test ids and field ids derive from it. */
  id: string;
  /** i18n key of the form's title. */
  title: string;
  /** The contract operation the form submits to. */
  operationId: string;
  schema: RJSFSchema;
  uiSchema: UiSchema<T>;
  /** The form's data as its call takes it, where the screen changes it on the way (a case, say); the data
   * itself otherwise. The contract tests judge what this gives. */
  toBody?: (data: T) => T;
  /** Cross-field rules that need no server data. */
  customValidate?: CustomValidator<T>;
  /** Fields the user fills that the call does not carry as such (e.g. the password typed twice). */
  formOnlyFields?: readonly string[];
  /** Fields the call requires that the screen fills, not the user here (the application id, earlier steps). */
  carriedFields?: readonly string[];
  /** Valid values for QA and the browser tests: what a draft may hold (no secrets)... */
  sample: Partial<T>;
  /** ...and the secret fields, typed into their inputs (field name → value). */
  secretSample?: Partial<Record<keyof T & string, string>>;
}

/** A form as the gallery and other generic code see it (its data type erased). */
export const asGenericForm = <T>(form: FormDefinition<T>) => form as unknown as FormDefinition;
