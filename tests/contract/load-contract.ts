// Loads the contract for the contract tests: the bundled, dereferenced document (redocly) and the raw
// YAML of each file under openapi/ (for checks that must see the files as written).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import yaml from 'js-yaml';

export const contractDir = resolve(__dirname, '../../openapi');
export const rootFile = join(contractDir, 'openapi.yaml');
export const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export type Schema = Record<string, unknown>;
export interface Example {
  summary?: string;
  value: unknown;
}
export interface Media {
  schema?: Schema;
  examples?: Record<string, Example>;
  example?: unknown;
}
export interface Response {
  description: string;
  content?: Record<string, Media>;
}
export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  'x-source'?: string;
}
export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, Response>;
  [extension: `x-${string}`]: unknown;
}
export interface LocatedOperation {
  method: (typeof httpMethods)[number];
  path: string;
  operation: Operation;
}

export const loadContract = async (): Promise<{ paths: Record<string, Record<string, Operation>> }> => {
  const config = await createConfig({});
  const result = await bundle({ ref: rootFile, config, dereference: true });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0)
    throw new Error(`contract does not bundle: ${errors.map((e) => e.message).join('; ')}`);
  return result.bundle.parsed as { paths: Record<string, Record<string, Operation>> };
};

export const listOperations = (doc: {
  paths: Record<string, Record<string, Operation>>;
}): LocatedOperation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
  );

export const yamlFilesIn = (dir: string): string[] =>
  readdirSync(join(contractDir, dir))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(contractDir, dir, name));

export const readYaml = (file: string): unknown => yaml.load(readFileSync(file, 'utf8'));

/**
 * The success envelope of an operation's 200 answer: the `then` of `if: SuccessCode, then, else` (a
 * business error is the `else`, spec §8).
 */
export const successEnvelopeOf = (operation: Operation): Schema => {
  const schema = operation.responses['200']?.content?.['application/json']?.schema ?? {};
  return (schema.then as Schema | undefined) ?? schema;
};
