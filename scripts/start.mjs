// `npm start`: the Prism mock and the Vite dev server together; Ctrl-C (or either one exiting) stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const port = Number(process.env.PORT ?? 5173);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const env = { ...process.env, PORT: String(port), MOCK_PORT: String(mockPort), SCARF_ANALYTICS: 'false' };
const appUrl = `http://localhost:${port}/`;
const mockUrl = `http://127.0.0.1:${mockPort}`;

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;

// Each child leads its own process group (detached), so kill(-pid) also reaches whatever it spawns, and a
// terminal's Ctrl-C reaches only this script, which then stops both in order. stdin is ignored: a
// background group reading the terminal would be stopped by SIGTTIN.
function start(name, command, args) {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`\n${name} exited (${signal ?? `code ${code}`}); stopping.`);
      void stop(1);
    }
  });
  return child;
}

const once = (child) => new Promise((resolve) => child.once('exit', resolve));

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = [...children.values()];
  for (const child of running) killGroup(child, 'SIGTERM');
  const exited = Promise.all(
    running.map((child) => (child.exitCode !== null || child.signalCode !== null ? null : once(child))),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, 5000).unref());
  await Promise.race([exited, timeout]);
  // Stragglers (or grandchildren that outlived their leader) get SIGKILL.
  for (const child of running) killGroup(child, 'SIGKILL');
  process.exit(exitCode);
}

// Listening is ready for both (a probe request would only make Prism log a "no path matched" error).
async function waitForPort(host, port, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    if (await canConnect(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
process.on('SIGHUP', () => void stop(129));

if (existsSync('scripts/mock.mjs')) {
  start('mock', process.execPath, ['scripts/mock.mjs']);
} else {
  // scripts/mock.mjs is the project's way; this fallback starts Prism the same way it does.
  const prismArgs = ['mock', 'openapi/openapi.yaml', '-h', '127.0.0.1', '-p', `${mockPort}`];
  start('mock', 'node_modules/.bin/prism', prismArgs);
}
start('vite', 'node_modules/.bin/vite', ['--port', String(port), '--strictPort']);

const [mockUp, appUp] = await Promise.all([
  waitForPort('127.0.0.1', mockPort),
  waitForPort('localhost', port),
]);
if (!stopping) {
  if (mockUp && appUp) {
    console.log(`\n  App: ${appUrl}  (mock API: ${mockUrl})\n  Ctrl-C stops both.\n`);
  } else {
    console.error(`\nTimed out waiting for ${mockUp ? 'the Vite dev server' : 'the Prism mock'}; stopping.`);
    await stop(1);
  }
}
