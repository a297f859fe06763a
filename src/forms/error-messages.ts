// Validation messages go through i18next (design.md). transformErrors only picks the key and its
// params; the widget translates at render time, so a language switch re-translates errors already shown.
import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { getUiOptions, toPath } from '@rjsf/utils';
import { isCustomFormat } from './formats';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ErrorMessage {
  key: string;
  params?: Record<string, unknown>;
}

/** ajv keywords with a message of their own in forms.json (errors.<name>). */
export const KNOWN_ERROR_NAMES = [
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'const',
  'enum',
  'type',
  'minimum',
  'maximum',
] as const;

/** ajv-formats formats with their own message, besides our custom formats. */
const STANDARD_FORMATS_WITH_MESSAGE = new Set(['email']);

const ENCODED_PREFIX = 'i18n:';

export const encodeErrorMessage = (message: ErrorMessage): string => ENCODED_PREFIX + JSON.stringify(message);

export function decodeErrorMessage(raw: string): ErrorMessage {
  if (raw.startsWith(ENCODED_PREFIX)) {
    try {
      return JSON.parse(raw.slice(ENCODED_PREFIX.length)) as ErrorMessage;
    } catch {
      return { key: raw };
    }
  }
  // A customValidate error may be an i18n key (e.g. 'auth:register.passwordMismatch') or plain text.
  return { key: raw };
}

export const translateErrorMessage = (raw: string, t: Translate): string => {
  const { key, params } = decodeErrorMessage(raw);
  return t(key, params);
};

/** The uiSchema of the field an error's property (".a.b", ".list.0") points at. */
function fieldUiSchema(uiSchema: UiSchema | undefined, property: string | undefined): UiSchema | undefined {
  let node: unknown = uiSchema;
  for (const segment of toPath((property ?? '').replace(/^\./, ''))) {
    if (!node || typeof node !== 'object') return undefined;
    const record = node as Record<string, unknown>;
    node = /^\d+$/.test(segment) && !(segment in record) ? record.items : record[segment];
  }
  return node && typeof node === 'object' ? (node as UiSchema) : undefined;
}

function paramsOf(error: RJSFValidationError): Record<string, unknown> {
  const params: Record<string, unknown> = { ...(error.params as Record<string, unknown> | undefined) };
  if (Array.isArray(params.allowedValues)) params.allowedValues = params.allowedValues.join(', ');
  return params;
}

function defaultKey(name: string, params: Record<string, unknown>): string {
  if (name === 'format') {
    const format = params.format;
    if (isCustomFormat(format) || (typeof format === 'string' && STANDARD_FORMATS_WITH_MESSAGE.has(format))) {
      return `forms:errors.format.${format}`;
    }
    return 'forms:errors.format.default';
  }
  return (KNOWN_ERROR_NAMES as readonly string[]).includes(name)
    ? `forms:errors.${name}`
    : 'forms:errors.default';
}

/** The i18n key and params for one ajv error; uiSchema 'ui:errorMessages' of the field wins. */
export function errorMessageFor(error: RJSFValidationError, uiSchema?: UiSchema): ErrorMessage {
  const name = error.name ?? '';
  const params = paramsOf(error);
  const overrides = getUiOptions(fieldUiSchema(uiSchema, error.property)).errorMessages as
    Record<string, string> | undefined;
  const override = overrides?.[name];
  return { key: typeof override === 'string' ? override : defaultKey(name, params), params };
}

// Summaries of a failed branch (dependencies, oneOf): the branch's own field errors already say what is wrong.
const BRANCH_SUMMARIES = new Set(['oneOf', 'anyOf', 'if']);

export const transformErrors: ErrorTransformer = (errors, uiSchema) =>
  errors
    .filter((error) => !BRANCH_SUMMARIES.has(error.name ?? ''))
    .map((error) => {
      const message = encodeErrorMessage(errorMessageFor(error, uiSchema));
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
