// `npm start`: the Prism mock and the Vite dev server together; Ctrl-C (or either one exiting) stops both.
import { fileURLToPath } from 'node:url';
import { MOCK_COMMAND, processGroup, waitForPort } from './lib/processes.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const port = Number(process.env.PORT ?? 5173);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const env = { ...process.env, PORT: String(port), MOCK_PORT: String(mockPort), SCARF_ANALYTICS: 'false' };
const appUrl = `http://localhost:${port}/`;
const mockUrl = `http://127.0.0.1:${mockPort}`;

const { start, stop, stopping } = processGroup(env);

start('mock', ...MOCK_COMMAND);
start('vite', 'node_modules/.bin/vite', ['--port', String(port), '--strictPort']);

const [mockUp, appUp] = await Promise.all([
  waitForPort('127.0.0.1', mockPort, { gaveUp: stopping }),
  waitForPort('localhost', port, { gaveUp: stopping }),
]);
if (!stopping()) {
  if (mockUp && appUp) {
    console.log(`\n  App: ${appUrl}  (mock API: ${mockUrl})\n  Ctrl-C stops both.\n`);
  } else {
    console.error(`\nTimed out waiting for ${mockUp ? 'the Vite dev server' : 'the Prism mock'}; stopping.`);
    await stop(1);
  }
}
