import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// E2E_PAGES_PER_FILE overrides, to measure another concurrency (README "Tests").
const PAGES_PER_FILE = Number(process.env.E2E_PAGES_PER_FILE ?? availableParallelism());

const repo = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

// e2e: the built app served by nginx (scripts/preview-nginx.mjs) with the Prism mock, driven by playwright-core in Debian's
// Chromium (design.md "Tests"). Separate from the root config, which runs jsdom suites.
export default defineConfig({
  root: repo(''),
  resolve: {
    alias: { '@': repo('src'), '@generated': repo('generated'), '@schemas': repo('schemas') },
  },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One preview server, one mock (both read-only) and one browser serve every file. A file per core, and
    // within a file its concurrent tests (walker, failure table): pages mostly wait on the mock and timers.
    fileParallelism: true,
    maxWorkers: availableParallelism(),
    maxConcurrency: PAGES_PER_FILE,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
