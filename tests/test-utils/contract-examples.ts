import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import yaml from 'js-yaml';

const examplesDir = resolve(__dirname, '../../openapi/examples');
const cache = new Map<string, Record<string, { value: unknown }>>();

const loadFile = (file: string): Record<string, { value: unknown }> => {
  if (!cache.has(file)) {
    cache.set(file, yaml.load(readFileSync(resolve(examplesDir, `${file}.yaml`), 'utf8')) as never);
  }
  return cache.get(file) ?? {};
};

/** The value of a named example of the contract (openapi/examples/<file>.yaml), so tests and Prism agree. */
export function contractExample(file: string, name: string): unknown {
  const example = loadFile(file)[name];
  if (!example) throw new Error(`openapi/examples/${file}.yaml has no example ${name}`);
  return structuredClone(example.value);
}

/** Every named example of the contract as [file, name, value], for tests that sweep them all. */
export function allContractExamples(): [file: string, name: string, value: unknown][] {
  return readdirSync(examplesDir)
    .filter((entry) => entry.endsWith('.yaml'))
    .sort()
    .flatMap((entry) => {
      const file = entry.replace(/\.yaml$/, '');
      return Object.keys(loadFile(file)).map(
        (name) => [file, name, contractExample(file, name)] as [string, string, unknown],
      );
    });
}
