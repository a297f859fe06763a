// Child servers started together and stopped together (npm start, npm run preview:nginx): Ctrl-C, or any one
// of them exiting, stops them all.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

/**
 * @param {NodeJS.ProcessEnv} env the children's environment
 * @returns {{ start: (name: string, command: string, args: string[]) => import('node:child_process').ChildProcess,
 *   stop: (exitCode: number) => Promise<void>, stopping: () => boolean }}
 */
export function processGroup(env) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  let stopping = false;

  // Each child leads its own process group (detached), so kill(-pid) also reaches whatever it spawns, and a
  // terminal's Ctrl-C reaches only this script, which then stops them in order. stdin is ignored: a
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

  process.on('SIGINT', () => void stop(130));
  process.on('SIGTERM', () => void stop(143));
  process.on('SIGHUP', () => void stop(129));
  return { start, stop, stopping: () => stopping };
}

const once = (child) => new Promise((resolve) => child.once('exit', resolve));

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

// Listening is ready (a probe request would only make Prism log a "no path matched" error).
export async function waitForPort(host, port, { timeoutMs = 60000, gaveUp = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
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

/** The Prism mock on MOCK_PORT (scripts/mock.mjs). */
export const MOCK_COMMAND = [process.execPath, ['scripts/mock.mjs']];
