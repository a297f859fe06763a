// The signed-in floor (../shared/floors/account, its README): the token account screen written plainly on the
// same stack. The bench copies it into dist-bench/ (inside the checkout, so it resolves the app's node_modules),
// builds it with its own plain Vite config, and starts its script after a first paint as the app's prerendered
// shell does (painted-floor.mjs), so each signed-in screen's figures are a ratio to it in the same run.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { paintBeforeScript } from './painted-floor.mjs';

export const ACCOUNT_FLOOR_PATH = '/en_US/assets/tokenAccount';

/** Where the floor's sources are: BENCH_ACCOUNT_FLOOR, else ../shared/floors/account beside the checkout. */
export function accountFloorSource(repo) {
  return resolve(process.env.BENCH_ACCOUNT_FLOOR ?? join(repo, '..', 'shared', 'floors', 'account'));
}

// What the page shows before its script, as the app's shell of the screen shows its title: the floor's first
// render replaces it.
const PAINTED_ROOT = '<div id="root"><main><h1>Token account</h1></main></div>';

/** Builds the painted signed-in floor into `outDir`; null (and why) when its sources are not there. */
export async function buildAccountFloor(repo, outDir) {
  const source = accountFloorSource(repo);
  if (!existsSync(join(source, 'main.tsx'))) return { missing: `no signed-in floor at ${source}` };
  const copy = resolve(repo, 'dist-bench/account-floor-src');
  rmSync(copy, { recursive: true, force: true });
  cpSync(source, copy, { recursive: true });
  const html = join(copy, 'index.html');
  writeFileSync(html, readFileSync(html, 'utf8').replace('<div id="root"></div>', PAINTED_ROOT));
  await build({
    root: copy,
    configFile: join(copy, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: resolve(outDir), emptyOutDir: true },
  });
  await paintBeforeScript(outDir);
  return { outDir };
}
