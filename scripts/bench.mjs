// `npm run bench`: builds the app and the card-stack floor (scripts/bench/floor) with the same
// Vite config, serves both gzip-compressed like production (scripts/serve-dist.mjs, the Prism mock behind
// the app), runs Lighthouse mobile (Debian's chromium) 5 times on the floor, the painted floor
// (scripts/bench/painted-floor.mjs), home, investments, login and register, in rounds of one run of each,
// and prints one table of the medians with each ratio to the floor; then the signed-in floor
// (../shared/floors/account, scripts/bench/account-floor.mjs), the signed-in screens' first load and warm navigation
// (scripts/bench/logged-in.mjs) and one table of the goals, signed-in screens as ratios to the signed-in floor
// (scripts/bench/goals.mjs); then the same at CPU multiplier 8 and the throttled "complete" mark
// (scripts/bench/complete.mjs), in a table of the signed-in goals (scripts/bench/signed-in-goals.mjs). It reports; it asserts nothing (design.md: speed is
// measured, never a timed test). `--app-root <dir>` measures another checkout of the app (e.g. "before").
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { build } from 'vite';
import { ACCOUNT_FLOOR_PATH, buildAccountFloor } from './bench/account-floor.mjs';
import { allJsBytes } from './bench/all-js.mjs';
import { paintBeforeScript } from './bench/painted-floor.mjs';
import { printGoals } from './bench/goals.mjs';
import { measureComplete } from './bench/complete.mjs';
import { LOGGED_IN_SCREENS, measureWarmNavigation, signInBrowser } from './bench/logged-in.mjs';
import { printSignedInGoals } from './bench/signed-in-goals.mjs';
import { measureLongSession, printLongSession } from './bench/long-session.mjs';
import { measureHistoryScroll, printHistoryScroll } from './lib/history-scroll-frames.mjs';
import { readManifest, routeBytes } from './lib/route-bytes.mjs';
import { serveDist } from './serve-dist.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
process.chdir(repo);
const argAt = (name) => process.argv[process.argv.indexOf(name) + 1];
const appRoot = process.argv.includes('--app-root') ? resolve(argAt('--app-root')) : repo;
const RUNS = 5;
const PORTS = { app: 4381, floor: 4382, mock: 4383, paintedFloor: 4384, accountFloor: 4385 };
const { routes: budgets } = JSON.parse(readFileSync('budgets.json', 'utf8'));
const ALL_PAGES = [
  { name: 'floor', server: 'floor', path: '/', floor: true },
  // The floor's script started after a painted page, as the app's prerendered pages start theirs: the
  // blocking time the card stack's own start-up costs where Lighthouse counts it (scripts/bench/painted-floor.mjs).
  { name: 'painted floor', server: 'paintedFloor', path: '/', floor: true },
  { name: 'home', server: 'app', path: '/en_US', budget: 'home' },
  { name: 'investments', server: 'app', path: '/en_US/investments', budget: 'investments' },
  { name: 'login', server: 'app', path: '/en_US/login', budget: 'login' },
  // Not in budgets.json: its static imports counted like login's (its screen, the same namespaces).
  {
    name: 'register',
    server: 'app',
    path: '/en_US/register',
    bytes: { modules: ['src/features/auth/RegisterPage.tsx'], locales: budgets.login.locales },
  },
];
// `--only home,login` measures the two floors and those pages (a quicker look while working; docs/performance.md's
// table is always a full run).
const only = process.argv.includes('--only') ? argAt('--only').split(',') : null;
const PAGES = ALL_PAGES.filter((page) => page.floor || !only || only.includes(page.name));
const SCREENS = LOGGED_IN_SCREENS.filter((screen) => !only || only.includes(screen.name));

async function buildWithManifest(root, outDir) {
  await build({
    configFile: resolve(root.startsWith('scripts/bench/floor') ? repo : appRoot, 'vite.config.ts'),
    root: resolve(root),
    logLevel: 'warn',
    build: { outDir: resolve(outDir), emptyOutDir: true, manifest: true },
  });
  return readManifest(outDir);
}

function waitForPort(port, timeoutMs = 180000) {
  const until = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        done();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) fail(new Error(`Nothing listens on port ${port}`));
        else setTimeout(attempt, 300);
      });
    };
    attempt();
  });
}

// What `--only` prints per run, to see what a page's LCP and blocking time are made of.
const lcpElement = (audits) =>
  audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'n/a';
const longTasks = (audits) =>
  (audits['long-tasks']?.details?.items ?? [])
    .map((task) => `${Math.round(task.duration)} ms ${String(task.url).split('/').pop()}`)
    .join(', ') || 'none';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Lighthouse's mobile profile on a phone half as fast: CPU multiplier 8 instead of 4.
const SLOW_PHONE = {
  extends: 'lighthouse:default',
  settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 8 } },
};

/**
 * RUNS Lighthouse mobile runs of each URL (`config`: another profile), in rounds of one run of each: a floor and
 * the pages read against it then share the host's state of the moment, which drifts over a bench. The median of
 * each figure, per URL in order; the bytes from the run of the median LCP.
 */
async function lighthouseRounds(urls, chromePort, config = undefined) {
  const samples = urls.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, url] of urls.entries()) {
      const flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const result = await lighthouse(url, flags, config);
      const { categories, audits } = result.lhr;
      samples[index].push({
        audits,
        score: categories.performance.score ?? 0,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        mainThread: audits['mainthread-work-breakdown']?.numericValue ?? NaN,
      });
      if (only) console.log(`  ${url}: LCP element ${lcpElement(audits)}; long tasks ${longTasks(audits)}`);
    }
    console.log(`  round ${run + 1} of ${RUNS}`);
  }
  return Promise.all(samples.map((runs) => medians(runs)));
}

async function medians(runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  const lcp = of('lcp');
  const { audits } = runs.find((run) => run.lcp === lcp);
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp,
    // Each run's, in round order: Lighthouse's LCP of a shell or of the signed-in floor includes the full
    // stylesheet only when it ended before the paint it observed (docs/performance.md), so it has two levels.
    lcpByRound: runs.map((run) => run.lcp),
    tbt: of('tbt'),
    mainThread: of('mainThread'),
    allJs: await allJsBytes(audits),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const times = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}x` : 'n/a');

function printTable(results) {
  const floor = results.find((row) => row.name === 'floor');
  const rows = [
    [
      'page',
      'score',
      'FCP',
      'LCP',
      'TBT',
      'JS gzip',
      'all JS gzip',
      'CSS gzip',
      'LCP/floor',
      'TBT/floor',
      'JS/floor',
      'all JS/floor',
    ],
  ];
  for (const row of results) {
    rows.push([
      row.name,
      row.score.toFixed(2),
      seconds(row.fcp),
      seconds(row.lcp),
      `${Math.round(row.tbt)} ms`,
      kb(row.js),
      `${kb(row.allJs.gz)} (${row.allJs.requests})`,
      kb(row.css),
      times(row.lcp, floor.lcp),
      times(row.tbt, floor.tbt),
      times(row.js, floor.js),
      times(row.allJs.gz, floor.allJs.gz),
    ]);
  }
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const line = (row) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile, median of ${RUNS}; bytes: gzip level 6 from the build manifest; ` +
      `all JS: every script requested until the network was idle (requests)`,
  );
  console.log(line(rows[0]));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.slice(1).forEach((row) => console.log(line(row)));
}

const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
// Started first (Prism takes a while to read the contract). The mock leads its own process group so stopping it also stops the Prism it spawns.
const mock = spawn(process.execPath, ['scripts/mock.mjs'], {
  env: { ...process.env, MOCK_PORT: String(PORTS.mock) },
  detached: true,
  stdio: 'ignore',
});
const appManifest = await buildWithManifest(appRoot, 'dist-bench/app');
const floorManifest = await buildWithManifest('scripts/bench/floor', 'dist-bench/floor');
await buildWithManifest('scripts/bench/floor-painted', 'dist-bench/floor-painted');
await paintBeforeScript('dist-bench/floor-painted');
const accountFloor = SCREENS.length > 0 ? await buildAccountFloor(repo, 'dist-bench/account-floor') : null;
if (accountFloor?.missing)
  console.log(`${accountFloor.missing}: signed-in screens read against the public floor`);

const servers = [
  // Production settings: the QA switch is off for a real backend (public/config.js turns it on for the mock).
  await serveDist({
    dir: 'dist-bench/app',
    port: PORTS.app,
    mockTarget: `http://127.0.0.1:${PORTS.mock}`,
    extraConfig: 'window.__APP_CONFIG__.qaScenarios = false;',
  }),
  await serveDist({ dir: 'dist-bench/floor', port: PORTS.floor }),
  await serveDist({ dir: 'dist-bench/floor-painted', port: PORTS.paintedFloor }),
  ...(accountFloor?.outDir
    ? [
        await serveDist({
          dir: accountFloor.outDir,
          port: PORTS.accountFloor,
          mockTarget: `http://127.0.0.1:${PORTS.mock}`,
        }),
      ]
    : []),
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});

try {
  await waitForPort(PORTS.mock);
  const timings = await lighthouseRounds(
    PAGES.map((page) => `http://127.0.0.1:${PORTS[page.server]}${page.path}`),
    chrome.port,
  );
  const results = PAGES.map((page, index) => {
    const bytes = page.floor
      ? routeBytes('dist-bench/floor', floorManifest, {})
      : routeBytes('dist-bench/app', appManifest, page.bytes ?? budgets[page.budget], 'en_US', {
          strict: false,
        });
    return { name: page.name, ...timings[index], js: bytes.js.gz, css: bytes.css.gz };
  });
  console.log('measured the public pages');
  printTable(results);
  // Signed in from here on: the public pages above were measured as a visitor.
  const appUrl = `http://127.0.0.1:${PORTS.app}`;
  await signInBrowser(chrome.port, appUrl);
  // The signed-in floor, signed in the same way, measured in the same rounds as the screens read against it.
  const floorOrigin = `http://127.0.0.1:${PORTS.accountFloor}`;
  const floorUrl = `${floorOrigin}${ACCOUNT_FLOOR_PATH}`;
  const withFloor = Boolean(accountFloor?.outDir);
  if (withFloor) await signInBrowser(chrome.port, floorOrigin);
  const signedInUrls = [
    ...(withFloor ? [floorUrl] : []),
    ...SCREENS.map((screen) => `${appUrl}${screen.path}`),
  ];
  const signedIn = await lighthouseRounds(signedInUrls, chrome.port);
  const accountFloorRow = withFloor ? { name: 'signed-in floor', ...signedIn.shift() } : null;
  const screens = SCREENS.map((screen, index) => ({ name: screen.name, ...signedIn[index] }));
  console.log('measured the signed-in floor and screens; LCP by round:');
  for (const row of [...(accountFloorRow ? [accountFloorRow] : []), ...screens])
    console.log(`  ${row.name}: ${row.lcpByRound.map(seconds).join(', ')}`);
  const warm = await measureWarmNavigation(appUrl, SCREENS);
  printGoals(results, screens, warm, accountFloorRow);
  if (accountFloorRow && SCREENS.length > 0) {
    const [floorAt8, ...at8] = await lighthouseRounds(signedInUrls, chrome.port, SLOW_PHONE);
    const screensAt8 = SCREENS.map((screen, index) => ({ name: screen.name, ...at8[index] }));
    console.log('measured the signed-in floor and screens at CPU multiplier 8');
    const complete = await measureComplete(appUrl, floorUrl, SCREENS);
    printSignedInGoals({ screens, floor: accountFloorRow, screensAt8, floorAt8, complete });
  }
  printLongSession(await measureLongSession(appUrl));
  // The frame time while the history's virtualised table scrolls through 10 000 rows.
  printHistoryScroll(await measureHistoryScroll(`http://127.0.0.1:${PORTS.app}`));
} finally {
  await chrome.kill();
  servers.forEach((server) => server.close());
  try {
    process.kill(-mock.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.exit(0);
