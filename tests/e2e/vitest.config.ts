import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// E2E_PAGES_PER_FILE overrides, to measure another concurrency (docs/testing.md "The browser suite").
const PAGES_PER_FILE = Number(process.env.E2E_PAGES_PER_FILE ?? availableParallelism());

const repo = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

// `npm run test:e2e:no-assumed` runs the walker against a backend without the contract's `assumed` fields
// alone (it is also part of every full run).
const NO_ASSUMED_WALKER = 'tests/e2e/routes-thin-no-assumed.e2e.ts';
const withNoAssumed = process.env.E2E_NO_ASSUMED === '1';

// The walker's, the failure table's, the form gallery's and the dialogs' files are a few lines each that
// generate most of the run's tests. Ordered by file size, as vitest orders a fresh clone that has no timings
// yet, they would start last, and one core would idle at the end while the other finished the last of them.
const WALKER = /\/routes-[\w-]+\.e2e\.ts$/;
const FAILURE_TABLE = /\/failures-[\w-]+\.e2e\.ts$/;
const OTHER_TABLES = /\/(forms|dialogs)\.e2e\.ts$/;
const rank = (file: TestSpecification) =>
  WALKER.test(file.moduleId)
    ? 0
    : FAILURE_TABLE.test(file.moduleId)
      ? 1
      : OTHER_TABLES.test(file.moduleId)
        ? 2
        : 3;

/** vitest's own order (longest last run first, else largest file first), with the table-driven files first. */
class TablesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

// e2e: the built app served by nginx (scripts/preview-nginx.mjs) with the Prism mock, driven by playwright-core in Debian's
// Chromium (design.md "Tests"). Separate from the root config, which runs jsdom suites.
export default defineConfig({
  root: repo(''),
  resolve: {
    alias: { '@': repo('src'), '@generated': repo('generated'), '@schemas': repo('schemas') },
  },
  test: {
    environment: 'node',
    include: withNoAssumed ? [NO_ASSUMED_WALKER] : ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One preview server, one mock (both read-only) and one browser serve every file. A file per core, and
    // within a file its concurrent tests (walker, failure table): pages mostly wait on the mock and timers.
    fileParallelism: true,
    // The files share their worker's module graph: each would otherwise import playwright-core and the
    // route and operation tables afresh (about a CPU-second a file). No shared module keeps a file's state.
    isolate: false,
    sequence: { sequencer: TablesFirstSequencer },
    maxWorkers: availableParallelism(),
    maxConcurrency: PAGES_PER_FILE,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
