// contract:report (scripts/contract-report.mjs): its numbers on the bundled contract add up,
// and every operation of the contract is counted exactly once, in its own domain.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contractReport,
  loadBundledContract,
  marksChanged,
  sources,
  type ContractReport,
} from '../../scripts/contract-report.mjs';
import { listOperations, loadContract } from './load-contract';

describe('contract:report', () => {
  let report: ContractReport;
  let operations: ReturnType<typeof listOperations>;

  beforeAll(async () => {
    report = contractReport(await loadBundledContract());
    operations = listOperations(await loadContract());
  });

  it('counts every operation once, under its tag', () => {
    const counted = report.rows.flatMap((row) => row.operationIds.map((id) => `${row.domain} ${id}`));
    const expected = operations.map(({ operation }) => `${operation.tags?.[0]} ${operation.operationId}`);
    expect(counted.sort()).toEqual(expected.sort());
    expect(report.total.operations.total).toBe(operations.length);
  });

  it('splits every row into seed, family, assumed (and unmarked) without losing any', () => {
    for (const counts of [
      ...report.rows.flatMap((row) => [row.operations, row.fields]),
      report.total.operations,
      report.total.fields,
      report.distinctFields,
    ]) {
      expect(sources.reduce((sum, source) => sum + counts[source], 0)).toBe(counts.total);
    }
  });

  it('has a total row that is the sum of the domain rows', () => {
    for (const part of ['operations', 'fields'] as const) {
      for (const key of [...sources, 'total'] as const) {
        const sum = report.rows.reduce((total, row) => total + row[part][key], 0);
        expect(report.total[part][key], `${part} ${key}`).toBe(sum);
      }
    }
  });

  it('counts a field shared by several domains once overall, never more than per domain', () => {
    expect(report.distinctFields.total).toBeGreaterThan(0);
    expect(report.distinctFields.total).toBeLessThanOrEqual(report.total.fields.total);
    for (const row of report.rows) expect(row.fields.total).toBeLessThanOrEqual(report.distinctFields.total);
  });

  it('finds every field marked with x-source', () => {
    expect(report.total.fields.unmarked).toBe(0);
    expect(report.total.operations.unmarked).toBe(0);
  });

  it('counts the fields of an answer inside if/then/else (every 200 answer, spec §8)', () => {
    const media = (schema: object) => ({ content: { 'application/json': { schema } } });
    const doc = {
      paths: {
        '/x': {
          post: {
            operationId: 'x',
            tags: ['d'],
            'x-source': 'assumed',
            responses: {
              '200': media({
                if: { properties: { code: { enum: ['SUCCESS'] } } },
                then: {
                  properties: { data: { 'x-source': 'seed', properties: { id: { 'x-source': 'family' } } } },
                },
                else: { properties: { msg: { 'x-source': 'assumed' } } },
              }),
            },
          },
        },
      },
    };
    const { fields } = contractReport(doc).rows[0]!;
    expect(fields).toMatchObject({ seed: 1, family: 1, total: 4 });
  });

  it('--since: counts the marks changed per domain and change, a shared field once overall', () => {
    const version = (sources: { op: string; id: string; shared: string }) => {
      const media = (schema: object) => ({ content: { 'application/json': { schema } } });
      const shared = { $ref: '#/components/schemas/Shared' };
      const operation = (operationId: string, tag: string, properties: object) => ({
        post: {
          operationId,
          tags: [tag],
          'x-source': sources.op,
          responses: { '200': media({ properties }) },
        },
      });
      return {
        paths: {
          '/a': operation('a', 'one', { id: { 'x-source': sources.id }, shared }),
          '/b': operation('b', 'two', { shared }),
        },
        components: {
          schemas: { Shared: { 'x-source': 'seed', properties: { x: { 'x-source': sources.shared } } } },
        },
      };
    };
    const before = version({ op: 'family', id: 'assumed', shared: 'assumed' });
    expect(marksChanged(before, before)).toEqual({
      rows: [
        { domain: 'one', operations: {}, fields: {} },
        { domain: 'two', operations: {}, fields: {} },
      ],
      distinct: 0,
    });
    const after = version({ op: 'assumed', id: 'seed', shared: 'seed' });
    expect(marksChanged(before, after)).toEqual({
      rows: [
        { domain: 'one', operations: { 'family → assumed': 1 }, fields: { 'assumed → seed': 2 } },
        { domain: 'two', operations: { 'family → assumed': 1 }, fields: { 'assumed → seed': 1 } },
      ],
      distinct: 2,
    });
  });
});
