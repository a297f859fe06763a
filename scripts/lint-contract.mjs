// npm run lint:contract: Spectral on the contract bundled into one document. Spectral's own resolver
// stops following $refs past a fixed count (stoplightio/spectral#2790), which a contract split over
// many files exceeds; Redocly's bundler resolves them all first. Exit status is Spectral's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import yaml from 'js-yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { bundle: result, problems } = await bundle({
  ref: path.join(root, 'openapi/openapi.yaml'),
  config: await loadConfig(),
});
const errors = problems.filter((problem) => problem.severity === 'error');
if (errors.length > 0) {
  for (const problem of errors)
    console.error(`bundle: ${problem.message} at ${problem.location?.[0]?.pointer ?? '?'}`);
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), 'contract-lint-'));
const bundled = path.join(dir, 'openapi.bundled.yaml');
writeFileSync(bundled, yaml.dump(result.parsed, { noRefs: true, lineWidth: -1 }));
const spectral = spawnSync(
  path.join(root, 'node_modules/.bin/spectral'),
  ['lint', bundled, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
rmSync(dir, { recursive: true, force: true });
process.exit(spectral.status ?? 1);
