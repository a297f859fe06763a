// The byte budget: gzip JS and CSS each route of budgets.json loads, from dist/'s manifest
// (run after `npm run build`). Bytes are deterministic, so a screen that grows a public page fails `npm test`.
// Times are the bench's business (scripts/bench.mjs), never this check's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readManifest, routeBytes } from './lib/route-bytes.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.argv[2] ?? `${repo}dist`;
const { routes } = JSON.parse(readFileSync(`${repo}budgets.json`, 'utf8'));
const manifest = readManifest(outDir);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const failures = [];
for (const [name, budget] of Object.entries(routes)) {
  const { js, css } = routeBytes(outDir, manifest, budget);
  for (const [kind, actual, limit] of [
    ['JS', js.gz, budget.jsGzipKb * 1024],
    ['CSS', css.gz, budget.cssGzipKb * 1024],
  ]) {
    const verdict = actual <= limit ? 'ok' : 'OVER';
    console.log(
      `${name.padEnd(12)} ${kind.padEnd(3)} gzip ${kb(actual).padStart(9)} / ${kb(limit)}  ${verdict}`,
    );
    if (actual > limit) failures.push(`${name} ${kind} ${kb(actual)} > ${kb(limit)}`);
  }
}
if (failures.length > 0) {
  console.error(`\nByte budget exceeded (budgets.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
