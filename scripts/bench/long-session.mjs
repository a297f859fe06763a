// A long session's footprint: 200 navigations inside the app across the signed-in screens, as a phone that
// stays on the app all day. After the 20th and the 200th (each after a forced garbage collection): the JS
// heap, the DOM nodes and JS event listeners (DevTools' Memory.getDOMCounters), and the intervals and sockets
// the app holds open (counted by wrapping setInterval/clearInterval and WebSocket). Goal: the heap within
// 10 MB and no count growing. Reports, asserts nothing.
import { armWatcher, LOGGED_IN_SCREENS, routerNavigate, signedInPhone } from './logged-in.mjs';

const NAVIGATIONS = 200;
const FIRST_SAMPLE = 20;
const GIVE_UP_MS = 30_000;
export const HEAP_GROWTH_GOAL_MB = 10;

/** Runs in the page before the app: counts intervals still set and sockets not closed. */
function countOpenTimersAndSockets() {
  const intervals = new Set();
  const setInterval = window.setInterval.bind(window);
  const clearInterval = window.clearInterval.bind(window);
  window.setInterval = (...args) => {
    const id = setInterval(...args);
    intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    clearInterval(id);
  };
  const sockets = new Set();
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      sockets.add(this);
      this.addEventListener('close', () => sockets.delete(this));
    }
  };
  window.__benchOpen = () => ({ intervals: intervals.size, sockets: sockets.size });
}

async function sample(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return {
    heapMb: usedSize / 2 ** 20,
    nodes,
    listeners: jsEventListeners,
    ...(await page.evaluate(() => window.__benchOpen())),
  };
}

/** { after20, after200, slowest }: the samples, and the navigation that took longest to show its content. */
export async function measureLongSession(appUrl) {
  const { browser, context } = await signedInPhone();
  try {
    await context.addInitScript(countOpenTimersAndSockets);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(`${appUrl}${LOGGED_IN_SCREENS.at(-1).path}`, { waitUntil: 'networkidle' });
    const samples = {};
    let slowest = 0;
    for (let n = 1; n <= NAVIGATIONS; n += 1) {
      const screen = LOGGED_IN_SCREENS[n % LOGGED_IN_SCREENS.length];
      await page.evaluate(armWatcher, { selector: screen.content, path: screen.path, giveUpMs: GIVE_UP_MS });
      await page.evaluate(routerNavigate, screen.path);
      const ms = await page.evaluate(() => window.__benchNav);
      if (!Number.isFinite(ms)) throw new Error(`navigation ${n} to ${screen.path} showed no content`);
      slowest = Math.max(slowest, ms);
      if (n === FIRST_SAMPLE) samples.after20 = await sample(page, cdp);
    }
    samples.after200 = await sample(page, cdp);
    return { ...samples, slowest };
  } finally {
    await browser.close();
  }
}

export function printLongSession({ after20, after200, slowest }) {
  const growth = after200.heapMb - after20.heapMb;
  const row = (name, s) =>
    `| ${name} | ${s.heapMb.toFixed(1)} MB | ${s.nodes} | ${s.listeners} | ${s.intervals} | ${s.sockets} |`;
  console.log(`\nLong session: ${NAVIGATIONS} navigations inside the app across the signed-in screens\n`);
  console.log('| after | JS heap | DOM nodes | JS listeners | intervals | sockets |');
  console.log('|---|---|---|---|---|---|');
  console.log(row(`${FIRST_SAMPLE} navigations`, after20));
  console.log(row(`${NAVIGATIONS} navigations`, after200));
  const verdict = growth <= HEAP_GROWTH_GOAL_MB ? 'met' : 'NOT met';
  console.log(
    `\nheap growth ${growth.toFixed(1)} MB (goal <= ${HEAP_GROWTH_GOAL_MB} MB: ${verdict}); slowest navigation ${Math.round(slowest)} ms`,
  );
}

// `node scripts/bench/long-session.mjs <app URL>`: this measurement alone, against a served build.
if (import.meta.url === `file://${process.argv[1]}`) {
  printLongSession(await measureLongSession(process.argv[2] ?? 'http://localhost:8080'));
}
