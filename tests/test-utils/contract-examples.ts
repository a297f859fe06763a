import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import yaml from 'js-yaml';

const examplesDir = resolve(__dirname, '../../openapi/examples');
const cache = new Map<string, Record<string, { value: unknown }>>();

/** The value of a named example of the contract (openapi/examples/<file>.yaml), so tests and Prism agree. */
export function contractExample(file: string, name: string): unknown {
  if (!cache.has(file)) {
    cache.set(file, yaml.load(readFileSync(resolve(examplesDir, `${file}.yaml`), 'utf8')) as never);
  }
  const example = cache.get(file)?.[name];
  if (!example) throw new Error(`openapi/examples/${file}.yaml has no example ${name}`);
  return structuredClone(example.value);
}
