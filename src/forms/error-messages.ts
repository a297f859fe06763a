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
  // A field named in the message is its title's key, translated with the message (either language).
  const fieldKey = params?.fieldKey;
  return t(key, typeof fieldKey === 'string' ? { ...params, field: t(fieldKey) } : params);
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

// Inside a branch: of dependencies/oneOf (schemas/assets/schema-helpers.ts withBranches) or of the
// contract's if/then/else.
const IN_BRANCH = /\/(oneOf|anyOf)\/\d+\/|\/(then|else)\//;
// "The switch is not this branch's value": said by every branch but the chosen one. A choice no branch has is
// still reported by the switch's own enum, outside the branches.
const OTHER_BRANCH = /\/(oneOf|anyOf)\/\d+\/properties\/[^/]+\/(enum|const)$/;

const isOtherBranch = (error: RJSFValidationError) => OTHER_BRANCH.test(error.schemaPath ?? '');

/**
 * A field the chosen branch requires (the calling code of a transfer by phone) names itself in its message,
 * so the message cannot be read as the choice's ('ui:errorMessages' required still wins).
 */
function branchRequiredMessage(error: RJSFValidationError, uiSchema?: UiSchema): ErrorMessage | null {
  if (error.name !== 'required' || !IN_BRANCH.test(error.schemaPath ?? '')) return null;
  const field = fieldUiSchema(uiSchema, error.property);
  const title = field?.['ui:title'];
  const override = (getUiOptions(field).errorMessages as Record<string, string> | undefined)?.required;
  if (typeof override === 'string' || typeof title !== 'string') return null;
  return { key: 'forms:errors.requiredField', params: { fieldKey: title } };
}

export const transformErrors: ErrorTransformer = (errors, uiSchema) =>
  errors
    .filter((error) => !BRANCH_SUMMARIES.has(error.name ?? '') && !isOtherBranch(error))
    .map((error) => {
      const found = branchRequiredMessage(error, uiSchema) ?? errorMessageFor(error, uiSchema);
      const message = encodeErrorMessage(found);
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
