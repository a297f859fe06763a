import { type ChildProcess, spawn, type SpawnOptions, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app served by nginx (scripts/preview-nginx.mjs), e.g. http://localhost:4173 (no trailing slash). */
    baseURL: string;
    /** The Prism mock the app server forwards /mock to, e.g. http://127.0.0.1:4110. */
    mockURL: string;
    /** The run's one Chromium (browser.ts connectBrowser). */
    browserWSEndpoint: string;
  }
}

interface Server {
  name: string;
  child: ChildProcess;
  log: () => string;
}

// Preferred ports sit beside (not on) the `npm start` ones so both can run at once.
const PREFERRED_MOCK_PORT = 4110;
const PREFERRED_APP_PORT = 4173;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cwd = project.config.root;
  // E2E_OUT_DIR lets two e2e runs on one machine build and serve apart (default: dist/).
  const outDir = process.env.E2E_OUT_DIR ?? 'dist';
  // A fresh build, so a stale dist/ never passes; `E2E_BUILD=existing` serves the one a caller has just
  // made (npm test builds once for the byte budget and this suite).
  if (process.env.E2E_BUILD === 'existing') {
    if (!existsSync(join(cwd, outDir, 'index.html'))) {
      throw new Error(`e2e: E2E_BUILD=existing but ${outDir}/index.html is missing: run npm run build first`);
    }
  } else {
    // vitest sets NODE_ENV=test, which would make the build ship React's development runtime.
    const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir'], {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
  }

  const mockPort = await freePort(PREFERRED_MOCK_PORT);
  const appPort = await freePort(PREFERRED_APP_PORT);
  const options = {
    cwd,
    env: { ...process.env, MOCK_PORT: `${mockPort}`, PORT: `${appPort}`, SCARF_ANALYTICS: 'false' },
  };
  const mockURL = `http://127.0.0.1:${mockPort}`;
  const baseURL = `http://localhost:${appPort}`;

  const servers = [
    existsSync(join(cwd, 'scripts/mock.mjs'))
      ? startServer('mock', process.execPath, ['scripts/mock.mjs'], options)
      : startServer('mock', 'node_modules/.bin/prism', prismArgs(mockPort), options),
    // Served as deployed: nginx through scripts/nginx/app.conf (precompressed long-cached assets,
    // prerendered pages, the security headers), so every page of the walker runs under the production
    // Content-Security-Policy. A context that tests reuse (page-pool.ts) takes the app's scripts from its
    // cache instead of revalidating each one.
    startServer('app', process.execPath, ['scripts/preview-nginx.mjs', outDir], {
      ...options,
      env: { ...options.env, MOCK_URL: mockURL },
    }),
  ];
  const browser = launchBrowserServer();
  // Ctrl-C makes vitest exit without running the teardown; the 'exit' hook still can (synchronously).
  const killAll = () => {
    servers.forEach(({ child }) => killGroup(child, 'SIGKILL'));
    void browser.then(
      (server) => server.process().kill('SIGKILL'),
      () => undefined,
    );
  };
  process.once('exit', killAll);
  const teardown = async () => {
    process.off('exit', killAll);
    await Promise.all([
      ...servers.map(stopServer),
      browser.then(
        (server) => server.close(),
        () => undefined,
      ),
    ]);
  };

  try {
    await Promise.all([
      waitFor(servers[0]!, mockURL, () => canConnect(mockPort)),
      waitFor(servers[1]!, baseURL, () => answersOk(`http://127.0.0.1:${appPort}/`)),
      browser,
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('mockURL', mockURL);
  project.provide('browserWSEndpoint', (await browser).wsEndpoint());
  return teardown;
}

// scripts/mock.mjs is the project's way; this fallback starts Prism the same way it does.
const prismArgs = (port: number) => ['mock', 'openapi/openapi.yaml', '-h', '127.0.0.1', '-p', `${port}`];

// Own process group (detached) so teardown reaches grandchildren too; output is kept for error messages.
function startServer(name: string, command: string, args: string[], options: SpawnOptions): Server {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, log: () => output };
}

async function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return killGroup(child, 'SIGKILL');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  killGroup(child, 'SIGKILL');
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function waitFor(server: Server, url: string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) break;
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`e2e: ${server.name} did not come up at ${url}. Its output:\n${server.log()}`);
}

const answersOk = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

// A TCP connect, not a request: Prism logs an error for every path the contract does not have.
function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 2000 });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * The preferred port if it is free, else the next free one above it. Free on ::1 too: the tests browse
 * `localhost`, which Chromium may try on ::1 first, where another server could be listening.
 */
async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 100; port++) {
    if ((await canListen(port, '127.0.0.1')) && (await canListen(port, '::1'))) return port;
  }
  throw new Error(`e2e: no free port in ${preferred}..${preferred + 99}`);
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      // EADDRNOTAVAIL: no IPv6 loopback on this machine, so nothing can be listening there
      .once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRNOTAVAIL'))
      .listen(port, host, () => probe.close(() => resolve(true)));
  });
}
