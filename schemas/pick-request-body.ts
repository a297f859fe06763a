import type { RJSFSchema } from '@rjsf/utils';
import type { requestBodies } from '@generated/request-bodies';

/** One operation's request body, as generated/request-bodies.ts exports it by operationId. */
export type RequestBody = (typeof requestBodies)[keyof typeof requestBodies];

/** Keywords of a request body that state rules across fields: a form keeps them. */
const CROSS_FIELD_KEYWORDS = ['if', 'then', 'else', 'anyOf', 'oneOf', 'dependentRequired'] as const;

/** The field names a cross-field rule reads or requires, at any depth. */
function fieldsOf(rule: unknown): string[] {
  if (!rule || typeof rule !== 'object') return [];
  if (Array.isArray(rule)) return rule.flatMap(fieldsOf);
  const { properties, required, ...rest } = rule as Record<string, unknown>;
  return [
    ...Object.keys((properties as object | undefined) ?? {}),
    ...((required as string[] | undefined) ?? []),
    ...Object.entries(rest).flatMap(([key, value]) =>
      key === 'dependentRequired' ? Object.entries(value as object).flat(2) : fieldsOf(value),
    ),
  ].filter((name): name is string => typeof name === 'string');
}

/** A then/else part as the form needs it: what it requires (and its nested conditions), no field docs. */
function requirementsOnly(part: unknown): unknown {
  if (!part || typeof part !== 'object' || Array.isArray(part)) return part;
  const { properties: _docs, description: _description, ...rules } = part as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(rules).map(([key, value]) => [
      key,
      key === 'then' || key === 'else' ? requirementsOnly(value) : value,
    ]),
  );
}

/** The body's cross-field rules that only involve the picked fields (a rule on other fields is the app's). */
function crossFieldRules(body: Record<string, unknown>, fields: readonly string[]): RJSFSchema {
  const picked = new Set(fields);
  const conditional = body.if ? { if: body.if, then: body.then, else: body.else } : {};
  const rules: Record<string, unknown> = {};
  if (fieldsOf(conditional).every((field) => picked.has(field)))
    Object.assign(rules, requirementsOnly(conditional));
  for (const keyword of CROSS_FIELD_KEYWORDS.filter((k) => !['if', 'then', 'else'].includes(k))) {
    if (body[keyword] !== undefined && fieldsOf({ [keyword]: body[keyword] }).every((f) => picked.has(f)))
      rules[keyword] = body[keyword];
  }
  return rules as RJSFSchema;
}

/**
 * A form's data schema from the contract's request body: the fields the user types, with
 * their contract rules and the body's cross-field rules over them, plus form-only refinements
 * (a named format of spec §5, say) layered on top.
 */
export function pickRequestBody(
  requestBody: RequestBody,
  fields: readonly string[],
  refine: Record<string, RJSFSchema> = {},
): RJSFSchema {
  const body = requestBody as unknown as {
    properties: Record<string, RJSFSchema>;
    required?: readonly string[];
  };
  const properties = Object.fromEntries(
    fields.map((field) => {
      const contractField = body.properties[field];
      if (!contractField) throw new Error(`The request body has no field ${field}`);
      // The contract's descriptions are for backend teams; labels and help come from the ui schema.
      const { description: _description, title: _title, ...rules } = contractField;
      return [field, { ...rules, ...refine[field] }];
    }),
  );
  return {
    type: 'object',
    properties,
    required: (body.required ?? []).filter((field) => fields.includes(field)),
    ...crossFieldRules(body, fields),
  };
}
