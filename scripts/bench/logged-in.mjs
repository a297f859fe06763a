// The bench's signed-in screens: the user the mock answers by default (getUserInfo's first example,
// kycApproved, so the bench keeps the QA switch off), their first load through Lighthouse like the public
// pages, and a warm navigation timed in Playwright under the same mobile profile (Lighthouse's mobile
// screen, 4x CPU slowdown and slow 4G through the DevTools protocol). Reports, asserts nothing.
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';

const TOKEN = 'bench-token';
const RUNS = 5;
const GIVE_UP_MS = 30_000;

export { LOGGED_IN_SCREENS } from './logged-in-screens.mjs';

/** Signs the Lighthouse browser in: the token in the app origin's localStorage, which Lighthouse's storage
 * reset leaves (its default clearStorageTypes do not include local storage; the HTTP cache is still cleared). */
export async function signInBrowser(chromePort, appUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${appUrl}/config.js`);
  await page.evaluate((token) => window.localStorage.setItem('token', token), TOKEN);
  await page.close();
  await browser.close(); // disconnects; chrome-launcher's browser keeps running
}

export async function throttle(page) {
  const { cpuSlowdownMultiplier, requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } =
    throttling.mobileSlow4G;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: (downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (uploadThroughputKbps * 1024) / 8,
  });
}

/** Arms the page: on the next click (or `__benchNavStart`), resolves `__benchNav` with the ms until the
 * first frame that has the screen's content (Infinity when it has not come within `giveUpMs`), and
 * `__benchNavAfterData` with the ms from the last call answered before that frame (a fetch the page made
 * after the click; its Resource Timing responseEnd) to that frame: the app's own part of the navigation. */
export function armWatcher({ selector, path, giveUpMs }) {
  for (const element of document.querySelectorAll(selector)) element.setAttribute('data-bench-before', '');
  let start;
  window.__benchNavStart = (time) => {
    start ??= time;
  };
  const onClick = (event) => window.__benchNavStart(event.timeStamp);
  addEventListener('click', onClick, { capture: true, once: true });
  const shown = () =>
    window.location.pathname === path &&
    [...document.querySelectorAll(selector)].some(
      (element) => !element.hasAttribute('data-bench-before') && element.getClientRects().length > 0,
    );
  window.__benchNav = new Promise((resolve) => {
    // A navigation started by the router, not a click, leaves no listener behind (the long session counts them).
    const done = (ms) => {
      removeEventListener('click', onClick, { capture: true });
      resolve(ms);
    };
    setTimeout(() => done(Infinity), giveUpMs);
    const lastAnswerBefore = (now) =>
      Math.max(
        start,
        ...performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              ['fetch', 'xmlhttprequest'].includes(entry.initiatorType) &&
              entry.startTime >= start &&
              entry.responseEnd <= now,
          )
          .map((entry) => entry.responseEnd),
      );
    const frame = (now) => {
      if (start !== undefined && shown()) {
        window.__benchNavAfterData = Math.max(0, now - lastAnswerBefore(now));
        done(Math.max(0, now - start));
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export function routerNavigate(path) {
  const start = performance.now();
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.__benchNavStart(start);
}

/** One warm navigation: the `from` screen loaded unthrottled, then throttled, the link clicked. */
async function navigateOnce(context, appUrl, screen) {
  const page = await context.newPage();
  try {
    await page.goto(`${appUrl}${screen.from}`, { waitUntil: 'networkidle' });
    const link = screen.link && page.locator(`${screen.link}:visible`).first();
    await link?.waitFor({ timeout: 30_000 });
    await throttle(page);
    await page.evaluate(armWatcher, {
      selector: screen.content,
      path: screen.path,
      giveUpMs: GIVE_UP_MS,
    });
    if (link) await link.click();
    else await page.evaluate(routerNavigate, screen.path);
    const toContent = await page.evaluate(() => window.__benchNav);
    return { toContent, afterData: await page.evaluate(() => window.__benchNavAfterData ?? Infinity) };
  } finally {
    await page.close();
  }
}

/** A browser at Lighthouse's mobile screen whose pages are signed in (the token in localStorage). */
export async function signedInPhone() {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((token) => {
    if (window.location.protocol === 'http:') window.localStorage.setItem('token', token);
  }, TOKEN);
  return { browser, context };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median ms of RUNS warm navigations to each screen (after one unmeasured, which fills the HTTP cache). */
export async function measureWarmNavigation(appUrl, screens) {
  const { browser, context } = await signedInPhone();
  try {
    const results = {};
    for (const screen of screens) {
      await navigateOnce(context, appUrl, screen);
      const samples = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await navigateOnce(context, appUrl, screen));
      const toContent = samples.map((sample) => sample.toContent);
      const afterData = samples.map((sample) => sample.afterData);
      results[screen.name] = {
        median: median(afterData),
        toContentMedian: median(toContent),
        viaLink: Boolean(screen.link),
      };
      const list = (values) => values.map((ms) => Math.round(ms)).join(', ');
      console.log(
        `warm navigation to ${screen.name}: click to content ${list(toContent)} ms; last answer to content ${list(afterData)} ms`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
