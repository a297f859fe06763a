// Serves the contract with the Prism mock (npm run mock). Started from node_modules/.bin, not npx, so
// stopping this process stops Prism too (toolchain.md). MOCK_PORT overrides the default 4010.
// Prism listens on an internal port behind a small proxy on MOCK_PORT (scripts/lib/thin-proxy.mjs), which
// passes answers through unchanged unless a thin mode is chosen (design.md "The contract"):
//   npm run mock -- --thin              every answer keeps only the fields the contract requires
//   npm run mock -- --thin=no-assumed   every answer without the scalar fields marked only `x-source: assumed`
// or per request by the `x-mock-thin: required|no-assumed` header (the QA switch's "Thin backend").
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadBundledContract } from './contract-report.mjs';
import { isThinMode, THIN_MODES } from './lib/thin-answers.mjs';
import { createThinProxy } from './lib/thin-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.MOCK_PORT || '4010');
const mode = thinModeOf(process.argv.slice(2));

function thinModeOf(args) {
  const flag = args.find((arg) => arg === '--thin' || arg.startsWith('--thin='));
  if (!flag) return undefined;
  const value = flag === '--thin' ? 'required' : flag.slice('--thin='.length);
  if (!isThinMode(value)) {
    console.error(`mock: --thin takes one of ${THIN_MODES.join(', ')} (got ${value})`);
    process.exit(2);
  }
  return value;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(free));
      });
  });

const doc = await loadBundledContract(path.join(root, 'openapi/openapi.yaml'));
const prismPort = await freePort();
const prism = spawn(
  path.join(root, 'node_modules/.bin/prism'),
  ['mock', 'openapi/openapi.yaml', '-h', '127.0.0.1', '-p', String(prismPort)],
  { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, SCARF_ANALYTICS: 'false' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => prism.kill(signal));
prism.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Prism's log names the port callers use; its "listening" line shows once the proxy listens too, so
// whoever waits for it (npm start, the contract tests) never meets a refused call.
const proxy = createThinProxy({ doc, upstream: `http://127.0.0.1:${prismPort}`, mode });
proxy.on('error', (error) => {
  console.error(`mock: cannot listen on 127.0.0.1:${port}: ${error.message}`);
  prism.kill('SIGTERM');
});
createInterface({ input: prism.stdout }).on('line', (line) => {
  const shown = line.replaceAll(`:${prismPort}`, `:${port}`);
  if (!line.includes('Prism is listening')) return console.log(shown);
  proxy.listen(port, '127.0.0.1', () => console.log(mode ? `${shown} (thin: ${mode})` : shown));
});
