import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

// Which test files vitest runs, and which of them replace a module (vi.mock / vi.doMock). Those need a
// module graph of their own: in a shared one the real module may already be loaded by an earlier file.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UNIT_DIRS = ['tests/unit', 'tests/components', 'tests/contract'];
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_A_MODULE = /\bvi\.(do)?[mM]ock\(/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

export const UNIT_TESTS = UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);

export const MODULE_MOCKING_TESTS = UNIT_DIRS.flatMap(filesUnder)
  .filter((path) => TEST_FILE.test(path) && REPLACES_A_MODULE.test(readFileSync(join(ROOT, path), 'utf8')));
