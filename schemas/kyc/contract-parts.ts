// Nested parts of the KYC request bodies (an address, a supplementary file, a related person), taken from
// generated/request-bodies.ts like pickRequestBody takes the top-level fields, never copied by hand.
import type { RJSFSchema } from '@rjsf/utils';
import { requestBodies } from '@generated/request-bodies';
import { pickRequestBody } from '../pick-request-body';

type Bodies = typeof requestBodies;
type Properties = Record<string, RJSFSchema>;

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/**
 * A contract schema without its descriptions and titles, at every depth: they are written for backend
 * teams, and the widgets would show them untranslated. Labels and help come from the ui schema.
 */
export function withoutDescriptions(schema: RJSFSchema): RJSFSchema {
  const strip = (value: unknown, isMap = false): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => isMap || (key !== 'description' && key !== 'title'))
        .map(([key, child]) => [key, strip(child, !isMap && SCHEMA_MAPS.has(key))]),
    );
  };
  return strip(schema) as RJSFSchema;
}

/** The schema at `path` (property names; `items` steps into an array) of an operation's request body. */
export function bodyPart(operationId: keyof Bodies, ...path: string[]): RJSFSchema {
  let node = requestBodies[operationId] as unknown as RJSFSchema;
  for (const step of path) {
    const next: unknown = step === 'items' ? node.items : node.properties?.[step];
    if (!next || typeof next !== 'object' || Array.isArray(next)) {
      throw new Error(`${String(operationId)} has no body part ${path.join('.')}`);
    }
    node = next as RJSFSchema;
  }
  return withoutDescriptions(node);
}

/** Some properties of a contract object schema, each with its form-side refinement merged on top. */
export function pickProperties(object: RJSFSchema, fields: readonly string[], refine: Properties = {}) {
  const properties = (object.properties ?? {}) as Properties;
  return Object.fromEntries(
    fields.map((field) => {
      const contractField = properties[field];
      if (!contractField) throw new Error(`The contract object has no field ${field}`);
      return [field, { ...contractField, ...refine[field] }];
    }),
  ) as Properties;
}

/** The wizard steps a corporate draft records (saveCorporateKycDraft `step`). */
export type CorporateStep = 'basic_info' | 'upload_files' | 'related_people' | 'declaration';

/**
 * The data schema of one step of the corporate KYC wizard. Each step saves a draft (saveCorporateKycDraft,
 * which requires `step`: a hidden field fixed to this step), but holds its fields to the submit rules
 * (submitCorporateKyc: its required fields, 1 to 10 people, the declaration `const: true`), so a wizard
 * whose steps all passed can be submitted as it is.
 */
export function corporateStepSchema(
  step: CorporateStep,
  fields: readonly string[],
  refine: Properties = {},
): RJSFSchema {
  const data = pickRequestBody('submitCorporateKyc', fields, refine);
  const draft = pickRequestBody('saveCorporateKycDraft', ['step'], { step: { const: step, default: step } });
  return {
    ...data,
    properties: { ...data.properties, ...draft.properties },
    required: [...(data.required ?? []), ...(draft.required ?? [])],
  };
}
