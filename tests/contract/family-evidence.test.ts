// The Spectral rule family-answer-evidence (.spectral.yaml, design.md "The contract": seed | family |
// assumed): an answer field marked `x-source: family` needs an entry in openapi/family-evidence.yaml naming
// the api-family.md row that shows it in an answer. Planted on the real contract: CreatedOrder.orderId
// (order/create's answer; the family's "orders" row shows orderId only in requests) marked family fails the
// lint, and nothing else does; a family mark on a request field needs no evidence.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundle, loadConfig } from '@redocly/openapi-core';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { rootFile } from './load-contract';

const root = resolve(__dirname, '../..');
type Node = Record<string, unknown>;
const at = (node: unknown, ...keys: string[]): Node =>
  keys.reduce((current, key) => (current as Node)[key], node) as Node;

interface Finding {
  code: string;
  message: string;
  path: string[];
}

const lintWithSpectral = (doc: unknown): Finding[] => {
  const dir = mkdtempSync(join(tmpdir(), 'family-evidence-'));
  try {
    const file = join(dir, 'openapi.bundled.yaml');
    writeFileSync(file, yaml.dump(doc, { noRefs: true, lineWidth: -1 }));
    const run = spawnSync(
      join(root, 'node_modules/.bin/spectral'),
      ['lint', file, '--ruleset', join(root, '.spectral.yaml'), '--format', 'json', '--quiet'],
      { cwd: root, encoding: 'utf8' },
    );
    return JSON.parse(run.stdout || '[]') as Finding[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('family-answer-evidence (design.md "The contract": x-source family needs evidence in answers)', () => {
  it('fails on a planted unevidenced family mark on an answer field, and only there', async () => {
    const { bundle: result } = await bundle({ ref: rootFile, config: await loadConfig() });
    const doc = result.parsed as Node;
    const schemas = at(doc, 'components', 'schemas');
    at(schemas, 'CreatedOrder', 'properties', 'orderId')['x-source'] = 'family';
    // A request field (cancelOrder's body) marked family is not an answer field: no evidence needed.
    const cancelBody = (at(schemas, 'CancelOrderRequest').allOf as Node[])[1];
    expect(at(cancelBody, 'properties', 'orderId')['x-source']).toBe('family');

    const findings = lintWithSpectral(doc).filter((finding) => finding.code === 'family-answer-evidence');

    expect(findings.map((finding) => finding.path.join('.'))).toEqual([
      'components.schemas.CreatedOrder.properties.orderId.x-source',
    ]);
    expect(findings[0]?.message).toContain('CreatedOrder.orderId');
  }, 120_000);
});
