// A form never accepts what its call's contract rejects. For every form, fast-check mutates
// the form's valid sample (drops fields, puts other values in them) and both the bundled contract's
// request-body schema (on what the screen sends: the form's toBody) and the form's data schema judge the result. The form may be stricter than the
// contract (a spec §5 format, a code the form asks for), never looser; both verdicts occur in every run.
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { formValidator } from '@/forms/formats';
import { FORMS } from '@schemas/index';
import { fieldSchemas, mutatedSamples } from '../test-utils/form-samples';
import { listOperations, loadContract, type Schema } from './load-contract';

const RUNS = 300;
let bodies: Map<string, Schema>;

beforeAll(async () => {
  const operations = listOperations(await loadContract());
  bodies = new Map(
    operations.flatMap(({ operation }) => {
      const schema = operation.requestBody?.content['application/json']?.schema;
      return schema && operation.operationId ? [[operation.operationId, schema] as const] : [];
    }),
  );
});

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The contract errors about a field the form fills (others, e.g. captcha fields, the app adds). */
const fieldErrors = (errors: ErrorObject[], fields: ReadonlySet<string>) =>
  errors.filter((error) => {
    const field =
      error.instancePath.split('/')[1] ?? (error.params as { missingProperty?: string }).missingProperty;
    return field !== undefined && fields.has(field);
  });

const formFields = (schema: RJSFSchema) => Object.keys(fieldSchemas(schema));

/** What SchemaForm submits (omitExtraData): only the fields of the branch the data is in. */
const sentData = (schema: RJSFSchema, data: Record<string, unknown>) => {
  const shown = Object.keys(
    createSchemaUtils(formValidator, schema).retrieveSchema(schema, data).properties ?? {},
  );
  return Object.fromEntries(Object.entries(data).filter(([field]) => shown.includes(field)));
};

const otherValue = fc.oneof(
  fc.constantFrom('', ' ', 'x', '0', '+0', '+65', '-1', '1.5', 'abc@', '13800138000', 'a'.repeat(300)),
  fc.string(),
  fc.integer(),
);

describe.each(FORMS.map((form) => [form.id, form] as const))('form %s', (_id, form) => {
  it('never accepts a body the contract rejects, over both verdicts', () => {
    const body = bodies.get(form.operationId);
    expect(body, form.operationId).toBeDefined();
    const judge = ajv.compile(body!);
    const formOnly = new Set(form.formOnlyFields ?? []);
    const fields = formFields(form.schema).filter((name) => !formOnly.has(name));
    const judged = new Set(fields);
    const verdicts = { contractAccepts: 0, contractRejects: 0 };

    fc.assert(
      fc.property(mutatedSamples(form, fields, otherValue), (data) => {
        const sent = sentData(form.schema, data);
        judge(form.toBody?.(sent) ?? sent);
        const contractAccepts = fieldErrors(judge.errors ?? [], judged).length === 0;
        const formErrors = formValidator.validateFormData(sent, form.schema as RJSFSchema).errors;
        verdicts[contractAccepts ? 'contractAccepts' : 'contractRejects'] += 1;
        if (!contractAccepts) expect(formErrors.length, JSON.stringify(sent)).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
    expect(verdicts.contractAccepts).toBeGreaterThan(0);
    expect(verdicts.contractRejects).toBeGreaterThan(0);
  });
});
