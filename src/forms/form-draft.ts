// Nothing typed is lost: what a form holds is kept in sessionStorage, so it survives the
// reload of a language switch (spec §4) and the session-expired trip to /login and back. Passwords,
// codes and other secrets are never kept.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

const KEY_PREFIX = 'form-draft:';
const SECRET_FORMATS = new Set(['password', 'simple-password', 'code6']);
const SECRET_WIDGETS = new Set(['password', 'code', 'sendCode', 'captcha']);

type Fields = Record<string, unknown>;

const draftKey = (formId: string) => `${KEY_PREFIX}${formId}`;

/** A field is secret by format, by widget, or when its ui schema says `ui:options: {secret: true}`. */
export function isSecretField(name: string, schema: RJSFSchema, uiSchema?: UiSchema): boolean {
  const property = schema.properties?.[name];
  const format = typeof property === 'object' ? property.format : undefined;
  const ui = (uiSchema?.[name] ?? {}) as UiSchema;
  const widget = ui['ui:widget'];
  const field = ui['ui:field'];
  const options = (ui['ui:options'] ?? {}) as { secret?: boolean };
  return (
    (format !== undefined && SECRET_FORMATS.has(format)) ||
    (typeof widget === 'string' && SECRET_WIDGETS.has(widget)) ||
    (typeof field === 'string' && SECRET_WIDGETS.has(field)) ||
    options.secret === true
  );
}

/** A field the screen fills, not the user: hidden (the coin chosen above the form) or read-only (a fee). */
function isScreensField(name: string, schema: RJSFSchema, uiSchema?: UiSchema): boolean {
  const property = schema.properties?.[name];
  const ui = (uiSchema?.[name] ?? {}) as UiSchema;
  return (
    (typeof property === 'object' && property.readOnly === true) ||
    ui['ui:widget'] === 'hidden' ||
    ui['ui:readonly'] === true
  );
}

/**
 * What a draft keeps of the form's data: what the user types, neither secrets nor the fields the screen
 * fills (which come afresh from the screen, say a coin's current fee). Top-level fields; nested objects
 * are kept whole.
 */
export function draftOf(data: Fields, schema: RJSFSchema, uiSchema?: UiSchema): Fields {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([name]) => !isSecretField(name, schema, uiSchema) && !isScreensField(name, schema, uiSchema),
    ),
  );
}

export function loadDraft(formId: string): Fields | undefined {
  try {
    const raw = window.sessionStorage.getItem(draftKey(formId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Fields) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(formId: string, data: Fields, schema: RJSFSchema, uiSchema?: UiSchema): void {
  try {
    window.sessionStorage.setItem(draftKey(formId), JSON.stringify(draftOf(data, schema, uiSchema)));
  } catch {
    // Storage full or unavailable: the form still works, it just cannot outlive a reload.
  }
}

export function clearDraft(formId: string): void {
  window.sessionStorage.removeItem(draftKey(formId));
}
