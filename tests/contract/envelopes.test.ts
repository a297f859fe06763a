// Both envelopes of the family (api-family.md, spec §8 "SUCCESS (or 0 in older calls)"): each operation
// names its form in x-envelope, and its 200 schema and named examples are of that form.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listOperations,
  loadContract,
  type LocatedOperation,
  type Schema,
  successEnvelopeOf,
} from './load-contract';

const forms = {
  current: { message: 'message', other: 'msg', success: 'SUCCESS' },
  legacy: { message: 'msg', other: 'message', success: '0' },
} as const;

describe('contract: current and older envelopes', () => {
  let operations: LocatedOperation[] = [];

  beforeAll(async () => {
    operations = listOperations(await loadContract());
  });

  it('has operations of both forms', () => {
    const named = operations.map(({ operation }) => operation['x-envelope']);
    expect(new Set(named)).toEqual(new Set(['current', 'legacy']));
  });

  it('answers 200 in the form x-envelope names, with the success code of that form', () => {
    for (const { operation } of operations) {
      const id = operation.operationId;
      const form = forms[operation['x-envelope'] as keyof typeof forms];
      expect(form, `${id} x-envelope`).toBeDefined();
      const media = operation.responses['200']?.content?.['application/json'];
      const properties = Object.keys((successEnvelopeOf(operation).properties as object | undefined) ?? {});
      expect(properties, id).toEqual(expect.arrayContaining(['code', form.message, 'data']));
      expect(properties, id).not.toContain(form.other);
      for (const [name, example] of Object.entries(media?.examples ?? {})) {
        const value = example.value as Record<string, unknown>;
        expect(Object.keys(value), `${id} ${name}`).toContain(form.message);
        if (value.code === 'SUCCESS' || value.code === '0')
          expect(value.code, `${id} ${name}`).toBe(form.success);
      }
    }
  });

  it('answers in the older envelope on every family path spec.md does not name, errors included (api-family.md)', () => {
    const family = operations.filter(({ operation }) => operation['x-source'] === 'family');
    expect(family.length).toBeGreaterThan(40);
    for (const { operation } of family) {
      const id = operation.operationId;
      expect(operation['x-envelope'], id).toBe('legacy');
      for (const [status, answer] of Object.entries(operation.responses)) {
        for (const [name, example] of Object.entries(answer.content?.['application/json']?.examples ?? {})) {
          const keys = Object.keys(example.value as object);
          expect(keys, `${id} ${status} ${name}`).toContain('msg');
          expect(keys, `${id} ${status} ${name}`).not.toContain('message');
        }
      }
    }
  });

  it('answers 200 with the success envelope on a success code, else a business error with only code required (spec §8)', () => {
    for (const { operation } of operations) {
      const id = operation.operationId;
      const schema = operation.responses['200']?.content?.['application/json']?.schema ?? {};
      const condition = schema.if as Schema | undefined;
      expect(condition?.required, `${id} if`).toEqual(['code']);
      expect((condition?.properties as Record<string, Schema>).code?.enum, `${id} if`).toEqual([
        'SUCCESS',
        '0',
      ]);
      expect(schema.then, `${id} then`).toBeDefined();
      const error = schema.else as Schema;
      expect(error.required, `${id} else`).toEqual(['code']);
      const data = (error.properties as Record<string, Schema>).data ?? {};
      const types = [data.type, ...((data.anyOf as Schema[] | undefined) ?? []).map((s) => s.type)];
      expect(types, `${id} else data may be null`).toContain('null');
    }
  });
});
