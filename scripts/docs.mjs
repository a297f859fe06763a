// Builds the static API reference (npm run docs): Redoc, through the Redocly CLI, renders the contract
// into one self-contained page, docs-build/index.html (gitignored; open it in a browser, no server or
// network needed), each field with its `x-source` mark (scripts/redoc.yaml). Redocly's usage telemetry and
// update check are turned off.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = 'docs-build/index.html';
const args = [
  'build-docs',
  'openapi/openapi.yaml',
  '-o',
  output,
  '--inlineBundle',
  '--config',
  'scripts/redoc.yaml',
];
const result = spawnSync(path.join(root, 'node_modules/.bin/redocly'), args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
if (result.status === 0) console.log(`API reference: ${path.join(root, output)}`);
process.exit(result.status ?? 1);
