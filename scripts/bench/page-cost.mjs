// `node scripts/bench/page-cost.mjs [base URL]`: what one page load of the built app costs the browser the
// e2e suite uses (Debian's Chromium headless shell), in CPU-seconds of the whole machine (/proc/stat), on a
// few logged-in and public routes: opened in a new tab each time, then in one tab reused, then inside the app
// of that tab, as the e2e page pools do. Needs the app served (`npm run build && npm run preview:nginx`, default http://localhost:8080)
// and an otherwise idle machine: the figures are the machine's, not the browser's alone.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:8080';
const ROUTES = [
  '/en_US/assets/tokenAccount',
  '/en_US/assets/withdraw',
  '/en_US/assets/recharge',
  '/en_US/personal/index',
  '/en_US/investments',
  '/en_US/assets/flowingWater',
  '/en_US',
  '/en_US/personal/security',
];

const cpuSeconds = () => {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq) / 100;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-sync',
    '--no-first-run',
  ],
});
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
await context.addInitScript(() => window.localStorage.setItem('token', 'bench-token'));

async function load(page, route) {
  await page.goto(route);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function measure(label, run) {
  const cpu = cpuSeconds();
  const started = Date.now();
  for (const route of ROUTES) await run(route);
  const perLoad = (value) => (value / ROUTES.length).toFixed(2);
  console.log(
    `${label}: ${perLoad(cpuSeconds() - cpu)} CPU-s and ${perLoad((Date.now() - started) / 1000)} s a load`,
  );
}

try {
  // Once each first, so both measurements find the HTTP cache warm.
  for (const route of ROUTES) {
    const page = await context.newPage();
    await load(page, route);
    await page.close();
  }
  await measure('a new tab per load', async (route) => {
    const page = await context.newPage();
    await load(page, route);
    await page.close();
  });
  const tab = await context.newPage();
  await measure('one tab reused', (route) => load(tab, route));
  // As the e2e suite's warm tabs do (tests/e2e/page-pool.ts): the screen opened inside the app through the
  // QA switch's test hook, which the served config turns on.
  await tab.waitForFunction(() => window.__qaTestHooks !== undefined);
  await measure('opened inside the app', async (route) => {
    await tab.evaluate((path) => window.__qaTestHooks.open(path), route);
    await tab.waitForURL((url) => url.pathname === route);
    await tab.locator('main').first().waitFor();
    // No load event inside the app: the screen is in once its loaders are gone.
    await tab.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
  });
} finally {
  await browser.close();
}
