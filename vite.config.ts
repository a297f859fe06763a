/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
// The runtime config's default hosts are "/mock/…"; dev and preview forward them to Prism.
const proxy = {
  '/mock': { target: mockTarget, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/mock/, '') },
};

const LOCALE_MODULE = /\/src\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/;

function localeChunkName(chunk: { facadeModuleId: string | null; moduleIds: string[] }) {
  const [onlyModule] = chunk.moduleIds.length === 1 ? chunk.moduleIds : [];
  const match = LOCALE_MODULE.exec(chunk.facadeModuleId ?? onlyModule ?? '');
  return match ? `assets/locale-${match[1]}-${match[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@schemas': fileURLToPath(new URL('./schemas', import.meta.url)),
      // The toast container alone (the package's exports hide it), so it can be a lazy chunk: the
      // package's index, which screens import for `notifications.show`, is in the entry (issue 9).
      '@mantine-notifications/container': fileURLToPath(
        new URL('./node_modules/@mantine/notifications/esm/Notifications.mjs', import.meta.url),
      ),
    },
  },
  // The manifest maps each route's chunks for the byte budget (scripts/check-budget.mjs) and the bench;
  // a locale file's chunk is named locale-<language>-<namespace> so the budget can count it.
  build: {
    manifest: true,
    rolldownOptions: { output: { chunkFileNames: localeChunkName } },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/{unit,components,contract}/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});
