// Every operation declares the spec §7 headers and documents its failures (spec §8): UNAUTHORIZED on
// secured calls, INVALID_PARAMETER on every call with a body, SERVER_BUSY everywhere (§5).
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract, type LocatedOperation } from './load-contract';

const spec7Headers = ['token', 'client', 'language', 'device-id'];

const errorCodeOf = (located: LocatedOperation, status: string): unknown[] =>
  Object.values(located.operation.responses[status]?.content?.['application/json']?.examples ?? {}).map(
    (example) => (example.value as { code?: unknown }).code,
  );

describe('contract: headers and failures of every operation', () => {
  let operations: LocatedOperation[] = [];

  beforeAll(async () => {
    operations = listOperations(await loadContract());
  });

  it('declares token, client=pc, language and device-id as headers on every operation (spec §7)', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.flatMap(({ operation }) => {
      const headers = (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      return spec7Headers
        .filter((name) => !headers.includes(name))
        .map((name) => `${operation.operationId} ${name}`);
    });
    expect(missing).toEqual([]);
    for (const { operation } of operations) {
      const client = operation.parameters?.find((p) => p.name === 'client');
      expect(client?.schema, `${operation.operationId} client`).toMatchObject({ const: 'pc' });
    }
  });

  it('answers 401 UNAUTHORIZED on every secured operation (spec §8)', () => {
    const secured = operations.filter(({ operation }) => (operation.security ?? []).length > 0);
    expect(secured.length).toBeGreaterThan(0);
    const missing = secured.filter((op) => !errorCodeOf(op, '401').includes('UNAUTHORIZED'));
    expect(missing.map(({ operation }) => operation.operationId)).toEqual([]);
  });

  it('answers 422 INVALID_PARAMETER on every operation with a body', () => {
    const withBody = operations.filter(({ operation }) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(0);
    const missing = withBody.filter((op) => !errorCodeOf(op, '422').includes('INVALID_PARAMETER'));
    expect(missing.map(({ operation }) => operation.operationId)).toEqual([]);
  });

  it('answers 500 SERVER_BUSY on every operation (spec §8 "server busy, try again later")', () => {
    const missing = operations.filter((op) => !errorCodeOf(op, '500').includes('SERVER_BUSY'));
    expect(missing.map(({ operation }) => operation.operationId)).toEqual([]);
  });

  const examplesOf = (id: string) => {
    const located = operations.find(({ operation }) => operation.operationId === id);
    return located?.operation.responses['200']?.content?.['application/json']?.examples ?? {};
  };

  it('carries the remaining attempts of a wrong identity answer as data (spec §8)', () => {
    const examples = examplesOf('checkIdentityAuthInfo');
    expect(examples.IDENTITY_CHECK_FAILED?.value).toMatchObject({
      code: 'IDENTITY_CHECK_FAILED',
      data: { remainingAttempts: expect.any(Number) as number },
    });
    expect(examples.WITHDRAW_FROZEN?.value).toMatchObject({ data: { remainingAttempts: 0 } });
  });

  it('names the upload errors with the limit and the allowed types of spec §5', () => {
    const examples = examplesOf('uploadImage');
    expect(examples.UPLOAD_TOO_LARGE?.value).toMatchObject({ data: { maxSizeMb: 8 } });
    expect(examples.UPLOAD_TYPE_NOT_ALLOWED?.value).toMatchObject({
      data: { allowedExtensions: ['jpg', 'jpeg', 'png', 'JPG', 'pdf'] },
    });
    expect(examples.UPLOAD_FAILED?.value).toMatchObject({ code: 'UPLOAD_FAILED' });
  });
});
