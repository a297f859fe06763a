// Serves the contract with the Prism mock (npm run mock). Started from node_modules/.bin, not npx, so
// stopping this process stops Prism too (toolchain.md). MOCK_PORT overrides the default 4010.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.MOCK_PORT || '4010';
const prism = spawn(
  path.join(root, 'node_modules/.bin/prism'),
  ['mock', 'openapi/openapi.yaml', '-h', '127.0.0.1', '-p', port],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SCARF_ANALYTICS: 'false' } },
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
prism.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
