// The bench's scrolling measure: /assets/flowingWater given a history of 10 000 rows (the mock
// serves at most 30, so the history call is answered by a generated list), its virtualised table scrolled
// from top to bottom one step per animation frame; reports the time between frames. Reports, asserts nothing.
import { chromium } from 'playwright-core';

const ROWS = 10_000;
// One step per frame: 30 rows of 48 px, a fast scroll through 10 000 rows in about 330 frames.
const STEP_PX = 30 * 48;

function history(count) {
  const items = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    ctime: 1748938867000 - index * 60_000,
    coinSymbol: 'USDT',
    amount: index % 2 ? `-${index + 1}.25` : `${index + 1}.5`,
    transactionScene: 'deposit',
    sceneLabel: 'Deposit',
  }));
  return { code: 'SUCCESS', message: 'success', data: { page: 1, pageSize: count, total: count, items } };
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/** Frame times (ms) while scrolling 10 000 history rows on the app served at `baseUrl`. */
export async function measureHistoryScroll(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Signed in; the mock's first getUserInfo example is the KYC-approved user.
    await context.addInitScript(() => window.localStorage.setItem('token', 'bench-token'));
    const page = await context.newPage();
    const body = JSON.stringify(history(ROWS));
    await page.route('**/record/ex_transfer_list_v4', (route) =>
      route.fulfill({ contentType: 'application/json', body }),
    );
    await page.goto(`${baseUrl}/en_US/assets/flowingWater`);
    await page.getByTestId('virtual-scroll').waitFor({ timeout: 30_000 });
    const gaps = await page.evaluate(
      (step) =>
        new Promise((done) => {
          const box = document.querySelector('[data-testid="virtual-scroll"]');
          const end = box.scrollHeight - box.clientHeight;
          const times = [];
          let last;
          const frame = (now) => {
            if (last !== undefined) times.push(now - last);
            last = now;
            if (box.scrollTop >= end) return done(times);
            box.scrollTop = Math.min(box.scrollTop + step, end);
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      STEP_PX,
    );
    const sorted = [...gaps].sort((a, b) => a - b);
    return {
      rows: ROWS,
      frames: gaps.length,
      median: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1),
      over50: gaps.filter((gap) => gap > 50).length,
    };
  } finally {
    await browser.close();
  }
}

export function printHistoryScroll(result) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `\nHistory scroll (${result.rows} rows, virtualised), ${result.frames} frames: median ${ms(result.median)}, ` +
      `p95 ${ms(result.p95)}, max ${ms(result.max)}, frames over 50 ms: ${result.over50}`,
  );
}
