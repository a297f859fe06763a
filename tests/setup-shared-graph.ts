// Files of the `shared` project reuse their worker's module graph (vite.config.ts). When a file ends, vitest
// rejects the module loads still in flight, and a module whose load was cut off stays failed for every
// later file of that worker ("Cannot load … after the environment was torn down"). A screen's lazy parts
// (route chunks, menus, charts) start loading on render and a test may end first, so every module of the
// app is loaded once per worker, before the first test: a lazy import then never goes over the wire.
// The entries are left out: main.tsx mounts the app, the others run in a worker or at build time.
const appModules = import.meta.glob([
  '/src/**/*.{ts,tsx}',
  '!/src/main.tsx',
  '!/src/prerender-page.tsx',
  '!/src/**/*.worker.ts',
]);
const loaded = Symbol.for('app-modules-loaded');
const worker = globalThis as { [loaded]?: true };
if (!worker[loaded]) {
  await Promise.all(Object.values(appModules).map((load) => load()));
  // The form widgets that load with their first form render at once in every test, whatever ran first.
  const { loadLazyWidgets } = await import('@/forms/widgets/lazy-widget');
  await loadLazyWidgets();
  worker[loaded] = true;
}
