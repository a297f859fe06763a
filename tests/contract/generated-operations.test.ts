// generated/operations.ts, which the mutator reads to choose a host (spec §7), agrees with the contract:
// every operation with its method, path, tag, host and read flag; generated/scenarios.ts gives each one its
// named examples.
import { beforeAll, describe, expect, it } from 'vitest';
import { findOperation, operations } from '@generated/operations';
import { operationScenarios } from '@generated/scenarios';
import { listOperations, loadContract, type LocatedOperation } from './load-contract';

describe('spec §7 generated operation table', () => {
  let contract: LocatedOperation[] = [];

  beforeAll(async () => {
    contract = listOperations(await loadContract());
  });

  it('lists exactly the operations of the contract', () => {
    expect(operations.map((meta) => meta.operationId).sort()).toEqual(
      contract.map(({ operation }) => operation.operationId).sort(),
    );
  });

  it('carries each operation as the contract declares it', () => {
    for (const { method, path, operation } of contract) {
      const meta = operations.find((candidate) => candidate.operationId === operation.operationId);
      const scenarios = Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.values(response.content ?? {}).flatMap((media) =>
          Object.keys(media.examples ?? {}).map((name) => ({ name, status: Number(status) })),
        ),
      );
      expect(meta, operation.operationId).toEqual({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        tag: operation.tags?.[0],
        host: operation['x-host'],
        read: operation['x-read'] ?? method === 'get',
        securityInfo: operation['x-no-security-info'] !== true,
      });
      expect(operationScenarios[operation.operationId ?? ''], operation.operationId).toEqual(scenarios);
    }
  });

  it('finds an operation by method and path, ignoring a query string', () => {
    expect(findOperation('post', '/api/v1/user/info')?.operationId).toBe('getUserInfo');
    expect(findOperation('GET', '/common/change_language?language=en_US')?.host).toBe('web');
    expect(findOperation('GET', '/api/v1/user/info')).toBeUndefined();
    expect(findOperation('POST', '/api/v1/user/info/extra')).toBeUndefined();
  });
});
