// Every form of schemas/index.ts has a validator precompiled at build time (generated/ by
// `npm run codegen`, one lazily loaded module per form), current with its schema, and it judges like the run-time ajv validator it replaces:
// the same errors (spec §5 formats included), the same branch of a conditional schema, the same defaults.
import { createSchemaUtils, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formValidator } from '@/forms/formats';
import { hasPrecompiledValidator, loadValidatorFor } from '@/forms/schema-validator';
import { FORMS } from '@schemas/index';
import { fieldSchemas, mutatedSamples } from '../../test-utils/form-samples';

const RUNS = 60;

const otherValue = fc.oneof(
  fc.constantFrom('', ' ', 'x', '0', '1.5', 'abc@', 'a@b.co', '+8613800138000', '123456', 'Secret123'),
  fc.string(),
  fc.integer(),
  fc.boolean(),
);

const errorsOf = (validator: ValidatorType, data: unknown, schema: RJSFSchema) =>
  validator
    .validateFormData(data, schema)
    .errors.map(({ name, property, params }) => JSON.stringify({ name, property, params }))
    .sort();

describe.each(FORMS.map((form) => [form.id, form] as const))('form %s', (_id, form) => {
  it('has a precompiled validator generated from its current schema', () => {
    expect(hasPrecompiledValidator(form.schema), 'run `npm run codegen`').toBe(true);
  });

  it('judges mutated samples like the run-time validator, over both verdicts', async () => {
    const precompiled = await loadValidatorFor(form.schema, form.id);
    expect(precompiled).not.toBe(formValidator);
    const fields = Object.keys(fieldSchemas(form.schema));
    const verdicts = { valid: 0, invalid: 0 };
    const runtimeUtils = createSchemaUtils(formValidator, form.schema);
    const precompiledUtils = createSchemaUtils(precompiled, form.schema);

    fc.assert(
      fc.property(mutatedSamples(form, fields, otherValue), (data) => {
        const expected = errorsOf(formValidator, data, form.schema);
        expect(errorsOf(precompiled, data, form.schema), JSON.stringify(data)).toEqual(expected);
        // What rendering and omitExtraData ask of the validator (sub-schemas and matching options).
        for (const ask of [
          (utils: typeof runtimeUtils) => utils.retrieveSchema(form.schema, data),
          (utils: typeof runtimeUtils) => utils.getDefaultFormState(form.schema, data),
          (utils: typeof runtimeUtils) => utils.toPathSchema(form.schema, '', data),
        ])
          expect(ask(precompiledUtils)).toEqual(ask(runtimeUtils));
        verdicts[expected.length === 0 ? 'valid' : 'invalid'] += 1;
      }),
      // The sample itself, unmutated, is always one of the runs.
      { numRuns: RUNS, examples: [[{ ...form.sample, ...form.secretSample }]] },
    );
    expect(verdicts.valid).toBeGreaterThan(0);
    expect(verdicts.invalid).toBeGreaterThan(0);
  });
});
