import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const repo = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

// e2e: the built app under `vite preview` with the Prism mock, driven by playwright-core in Debian's
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
    // One preview server and one mock (both read-only) serve every file; two files at a time on 2 cores.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
