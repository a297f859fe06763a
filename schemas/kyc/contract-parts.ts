// Nested parts of the KYC request bodies (an address, a supplementary file, a related person), taken from
// generated/request-bodies.ts like pickRequestBody takes the top-level fields, never copied by hand.
import type { RJSFSchema } from '@rjsf/utils';
import type { RequestBody } from '../pick-request-body';
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
export function bodyPart(requestBody: RequestBody, ...path: string[]): RJSFSchema {
  let node = requestBody as unknown as RJSFSchema;
  for (const step of path) {
    const next: unknown = step === 'items' ? node.items : node.properties?.[step];
    if (!next || typeof next !== 'object' || Array.isArray(next)) {
      throw new Error(`The request body has no part ${path.join('.')}`);
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
