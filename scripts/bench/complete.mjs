// "complete": when a signed-in screen has painted every answer it asked for on opening, in a browser throttled
// as Lighthouse's mobile profile (4x CPU, slow 4G; logged-in.mjs `throttle`), where it is stable. The app sets a
// mark of its own (src/app/layout/use-screen-complete-mark.ts); the plain build it is compared with sets none,
// so both are read by the same rule from outside (`watchComplete`, injected before any script of the page): the
// frame from which, after the first answer, no call to the mock is out and no Mantine loader is on the page for
// `QUIET_MS`. The first such frame alone was not enough: a screen that asks for one answer only once another has
// rendered (the floor's rate after its fiat list, about a second later at 4x CPU) was sometimes caught in between,
// and its figure then left out its last call. Rounds alternate the floor and each screen, so a busy host slows
// both alike.
import { signedInPhone, throttle } from './logged-in.mjs';

const ROUNDS = Number(process.env.BENCH_COMPLETE_ROUNDS ?? 5);
const GIVE_UP_MS = 60_000;
const QUIET_MS = 2_000;
// The app's own mark is a check beside the observed one, not the figure: waited for this long at most.
const OWN_MARK_WAIT_MS = 10_000;

/** Runs in the page before its scripts: counts the mock calls out and records when it settled for good. */
export function watchComplete(quietMs) {
  let out = 0;
  let answered = 0;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const call = String(input instanceof Request ? input.url : input).includes('/mock/');
    if (!call) return send(input, init);
    out += 1;
    return send(input, init).finally(() => {
      out -= 1;
      answered += 1;
    });
  };
  let settledSince;
  const check = () => {
    const now = performance.now();
    const settled = answered > 0 && out === 0 && !document.querySelector('.mantine-Loader-root');
    if (!settled) settledSince = undefined;
    else if (settledSince === undefined) settledSince = now;
    else if (now - settledSince >= quietMs) return void (window.__benchComplete = settledSince);
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function loadOnce(context, url, { ownMark = false } = {}) {
  const page = await context.newPage();
  try {
    // A first load: nothing cached from the last one.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await throttle(page);
    await page.addInitScript(watchComplete, QUIET_MS);
    await page.goto(url);
    await page.waitForFunction(() => window.__benchComplete !== undefined, null, { timeout: GIVE_UP_MS });
    // The app's own mark may come a frame after the observed one (its rule also waits for its main landmark).
    if (ownMark)
      await page
        .waitForFunction(() => performance.getEntriesByName('screen-complete').length > 0, null, {
          timeout: OWN_MARK_WAIT_MS,
        })
        .catch(() => undefined); // none: printed as "no own mark"
    return await page.evaluate(() => ({
      observed: window.__benchComplete,
      own: performance.getEntriesByName('screen-complete')[0]?.startTime,
    }));
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * { floor: ms, screens: { name: { observed, own } } }: medians of ROUNDS throttled first loads (the HTTP cache
 * cleared before each), the floor at `floorUrl` and each screen of `screens` under `appUrl`.
 */
export async function measureComplete(appUrl, floorUrl, screens) {
  const { browser, context } = await signedInPhone();
  try {
    const floor = [];
    const samples = Object.fromEntries(screens.map((screen) => [screen.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      floor.push((await loadOnce(context, floorUrl)).observed);
      for (const screen of screens)
        samples[screen.name].push(await loadOnce(context, `${appUrl}${screen.path}`, { ownMark: true }));
    }
    console.log(`complete, floor: ${floor.map(Math.round).join(', ')} ms`);
    const result = { floor: median(floor), screens: {} };
    for (const [name, runs] of Object.entries(samples)) {
      console.log(`complete, ${name}: ${runs.map((run) => Math.round(run.observed)).join(', ')} ms`);
      result.screens[name] = {
        observed: median(runs.map((run) => run.observed)),
        own: median(runs.map((run) => run.own ?? Infinity)),
      };
    }
    return result;
  } finally {
    await browser.close();
  }
}
