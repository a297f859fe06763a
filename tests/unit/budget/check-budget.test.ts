// The byte budget (scripts/check-budget.mjs, in `npm test` after the build) fails when an import
// planted in home's screen grows home past its budget in budgets.json. A synthetic dist/ (manifest and
// incompressible files) stands in for a build, so the verdict is exact and the test needs no build.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_NAMESPACES } from '@/i18n';

const root = resolve(__dirname, '../../..');
const KB = 1024;

interface Route {
  modules: string[];
  locales: string[];
  jsGzipKb: number;
}
const { routes } = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')) as {
  routes: Record<string, Route>;
};

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A dist/ whose entry is `entryKb` of incompressible JS; home's screen imports `plantedKb` more. */
function syntheticDist(entryKb: number, plantedKb: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }> = {};
  const emit = (key: string, file: string, kb: number, extra: object = {}) => {
    writeFileSync(join(dir, file), randomBytes(Math.round(kb * KB)));
    manifest[key] = { file, ...extra };
  };
  emit('index.html', 'assets/index.js', entryKb, { isEntry: true });
  if (plantedKb > 0) emit('node_modules/planted/index.js', 'assets/planted.js', plantedKb);
  for (const [name, route] of Object.entries(routes)) {
    route.modules.forEach((module, i) =>
      emit(module, `assets/${name}-${i}.js`, 1, {
        imports: name === 'home' && plantedKb > 0 ? ['node_modules/planted/index.js'] : [],
      }),
    );
    for (const namespace of route.locales)
      emit(`src/i18n/locales/en_US/${namespace}.json`, `assets/locale-en_US-${namespace}-x.js`, 0.5);
  }
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const checkBudget = (dir: string) =>
  spawnSync(process.execPath, [join(root, 'scripts/check-budget.mjs'), dir], { encoding: 'utf8' });

describe('the byte budget of budgets.json', () => {
  it("counts the base namespaces every page loads in its language's own chunks", () => {
    for (const route of Object.values(routes))
      expect(route.locales).toEqual(expect.arrayContaining([...BASE_NAMESPACES]));
  });

  // The entry leaves every route 3 kB under its budget (a screen and its translations add 1.5-3.5 kB);
  // the planted import is 2 kB more than home's room.
  const entryKb = Math.min(...Object.values(routes).map((route) => route.jsGzipKb)) - 6.5;
  const plantedKb = routes.home!.jsGzipKb - entryKb + 2;

  it('passes a build within every budget', () => {
    dist = syntheticDist(entryKb, 0);
    const run = checkBudget(dist);
    expect(run.stdout).toMatch(/^home\s+JS\s+gzip .* ok$/m);
    expect(run.status).toBe(0);
  });

  it('fails when an import planted in home grows it past its budget', () => {
    dist = syntheticDist(entryKb, plantedKb);
    const run = checkBudget(dist);
    expect(run.stdout).toMatch(/^home\s+JS\s+gzip .* OVER$/m);
    expect(run.stderr).toContain('Byte budget exceeded');
    expect(run.status).toBe(1);
  });
});
