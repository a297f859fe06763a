// A form's valid sample mutated by fast-check: what the form property tests (form verdicts against the
// contract, precompiled validators against the run-time one) judge.
import type { RJSFSchema } from '@rjsf/utils';
import fc from 'fast-check';
import type { FormDefinition } from '@schemas/form-definition';

/** Every field of a form schema: its properties and those its dependency branches show (rjsf). */
export const fieldSchemas = (schema: RJSFSchema): Record<string, RJSFSchema> => {
  const branches = Object.values(schema.dependencies ?? {}).flatMap(
    (dependency) => ((dependency as RJSFSchema).oneOf ?? []) as RJSFSchema[],
  );
  return Object.assign(
    {},
    ...branches.map((branch) => branch.properties ?? {}),
    schema.properties ?? {},
  ) as Record<string, RJSFSchema>;
};

/**
 * The form's sample (with its secret sample) with up to three of `fields` dropped or given another value.
 * A field with choices also takes each of its choices, so every branch of a conditional rule is met.
 */
export function mutatedSamples(
  form: Pick<FormDefinition, 'schema' | 'sample' | 'secretSample'>,
  fields: readonly string[],
  otherValue: fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = fieldSchemas(form.schema);
  const valueFor = (field: string) => {
    const choices = (properties[field]?.enum ?? []) as unknown[];
    return choices.length > 0 ? fc.oneof(fc.constantFrom(...choices), otherValue) : otherValue;
  };
  const mutation = fc
    .constantFrom(...fields)
    .chain((field) => fc.tuple(fc.constant(field), fc.option(valueFor(field), { nil: undefined })));
  const valid = { ...form.sample, ...form.secretSample } as Record<string, unknown>;
  return fc.array(mutation, { maxLength: 3 }).map((mutations) => {
    const data = { ...valid };
    for (const [field, value] of mutations) {
      if (value === undefined) delete data[field];
      else data[field] = value;
    }
    return data;
  });
}
