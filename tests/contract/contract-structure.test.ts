// The contract files are structurally valid OpenAPI 3.1 (redocly `struct`, which follows every $ref:
// spectral's own schema check cannot see the path files, see .spectral.yaml), and every schema
// property in openapi/components says where it comes from (design.md: seed | family | assumed).
import { createConfig, lint } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { readYaml, rootFile, yamlFilesIn } from './load-contract';

const sources = ['seed', 'family', 'assumed'];

// Paths (as text) of properties without a valid x-source, anywhere inside a schema tree.
const propertiesWithoutSource = (node: unknown, at: string): string[] => {
  if (Array.isArray(node)) return node.flatMap((item, i) => propertiesWithoutSource(item, `${at}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own =
    typeof record.properties === 'object' && record.properties !== null
      ? Object.entries(record.properties as Record<string, Record<string, unknown>>)
          .filter(([, property]) => !sources.includes(property['x-source'] as string))
          .map(([name]) => `${at}.properties.${name}`)
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, value]) => propertiesWithoutSource(value, `${at}.${key}`)),
  ];
};

describe('contract structure', () => {
  it('passes redocly struct and ref resolution across all files', async () => {
    const config = await createConfig({ rules: { struct: 'error', 'no-unresolved-refs': 'error' } });
    const problems = await lint({ ref: rootFile, config });
    const messages = problems.map(
      (p) => `${p.location[0]?.source.absoluteRef}${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(messages).toEqual([]);
  });

  it('marks every schema property in openapi/components with x-source', () => {
    const schemaFiles = yamlFilesIn('components');
    expect(schemaFiles.length).toBeGreaterThan(0);
    const missing = schemaFiles.flatMap((file) => {
      const schemas = (readYaml(file) as { components?: { schemas?: unknown } }).components?.schemas;
      return schemas ? propertiesWithoutSource(schemas, file.split('/').slice(-1)[0] ?? file) : [];
    });
    expect(missing).toEqual([]);
  });

  it('finds a property without x-source (the check can fail)', () => {
    expect(propertiesWithoutSource({ A: { properties: { a: { type: 'string' } } } }, 'x')).toEqual([
      'x.A.properties.a',
    ]);
  });
});
