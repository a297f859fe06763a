// The data schema of each form comes from the contract's request body, so the two cannot
// disagree. This fails on a form field the call does not take, a type that differs, or a form that drops
// a field the call requires (other than the request context and captcha fields the app adds itself, and
// the fields a form names as carried by its screen: the application id, an earlier step's fields).
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { requestBodies } from '@generated/request-bodies';
import { formValidator } from '@/forms/formats';
import { FORMS } from '@schemas/index';

type Body = { properties?: Record<string, RJSFSchema>; required?: readonly string[] };

const ADDED_BY_THE_APP = new Set([
  'uaTime',
  'securityInfo',
  'verificationType',
  'csessionid',
  'sig',
  'token',
  'scene',
  'geetest_challenge',
  'geetest_seccode',
  'geetest_validate',
]);

const typeOf = (schema: RJSFSchema | undefined) =>
  Array.isArray(schema?.type) ? schema.type[0] : schema?.type;

describe.each(FORMS.map((form) => [form.id, form] as const))('form %s', (_id, form) => {
  const body = (requestBodies as unknown as Record<string, Body>)[form.operationId];
  const formOnly = new Set(form.formOnlyFields ?? []);
  const fields = Object.entries(form.schema.properties ?? {}) as [string, RJSFSchema][];

  it(`submits to a contract operation with a JSON body (${form.operationId})`, () => {
    expect(body, `${form.operationId} has no JSON request body`).toBeDefined();
  });

  it('takes every field from the request body, with the same type', () => {
    for (const [name, schema] of fields.filter(([name]) => !formOnly.has(name))) {
      const contractField = body?.properties?.[name];
      expect(contractField, `${name} is not in ${form.operationId}'s body`).toBeDefined();
      expect(typeOf(schema), name).toBe(typeOf(contractField));
    }
  });

  it('keeps every field the call requires', () => {
    const carried = new Set(form.carriedFields ?? []);
    const required = (body?.required ?? []).filter(
      (name) => !ADDED_BY_THE_APP.has(name) && !carried.has(name),
    );
    expect(fields.map(([name]) => name)).toEqual(expect.arrayContaining(required));
  });

  it('has a sample that the form accepts once the secrets are filled in', () => {
    const data = { ...form.sample, ...form.secretSample };
    const { errors } = formValidator.validateFormData(data, form.schema, form.customValidate);
    expect(errors.map((error) => error.stack)).toEqual([]);
  });
});
