// The signed-in screens' goals, each figure a ratio to the signed-in floor of the same run
// (../shared/floors/account): Lighthouse at its default (4x CPU) and at CPU multiplier 8, and the throttled
// "complete" mark (complete.mjs). Printed only; no test asserts a time (design.md).
import { GOALS } from './goals.mjs';

const judged = (value, of, limit) => {
  if (!(of > 0) || !Number.isFinite(value)) return 'n/a';
  const ratio = value / of;
  return `${ratio.toFixed(2)}x ${ratio <= limit ? 'met' : 'NOT met'}`;
};

/**
 * `screens`/`floor`: Lighthouse rows at the default CPU; `screensAt8`/`floorAt8`: the same at CPU multiplier 8;
 * `complete`: measureComplete's medians.
 */
export function printSignedInGoals({ screens, floor, screensAt8, floorAt8, complete }) {
  const goals = GOALS.signedIn;
  const rows = [
    [
      'screen',
      `LCP (<= ${goals.lcpToFloor}x)`,
      `complete (<= ${goals.completeToFloor}x)`,
      'own mark / observed',
      `main thread (<= ${goals.mainThreadToFloor}x)`,
      `TBT (<= ${goals.tbtToFloor}x)`,
      `TBT at CPU x8 (<= ${goals.tbtToFloor}x)`,
      `scripts (<= ${goals.scripts})`,
    ],
  ];
  for (const row of screens) {
    const at8 = screensAt8.find((other) => other.name === row.name);
    const done = complete.screens[row.name];
    rows.push([
      row.name,
      judged(row.lcp, floor.lcp, goals.lcpToFloor),
      judged(done.observed, complete.floor, goals.completeToFloor),
      Number.isFinite(done.own) ? `${Math.round(done.own)} / ${Math.round(done.observed)} ms` : 'no own mark',
      judged(row.mainThread, floor.mainThread, goals.mainThreadToFloor),
      judged(row.tbt, floor.tbt, goals.tbtToFloor),
      at8 ? judged(at8.tbt, floorAt8.tbt, goals.tbtToFloor) : 'n/a',
      `${row.allJs.requests} ${row.allJs.requests <= goals.scripts ? 'met' : 'NOT met'}`,
    ]);
  }
  const widths = rows[0].map((_, col) => Math.max(...rows.map((cells) => cells[col].length)));
  const line = (cells) => `| ${cells.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  console.log(
    `\nSigned-in goals, ratios to the signed-in floor (LCP ${(floor.lcp / 1000).toFixed(2)} s, complete ` +
      `${Math.round(complete.floor)} ms, main thread ${Math.round(floor.mainThread)} ms, TBT ${Math.round(floor.tbt)} ms, ` +
      `at x8 ${Math.round(floorAt8.tbt)} ms, ${floor.allJs.requests} scripts); Lighthouse medians of 5, complete: ` +
      'medians of 5 throttled loads alternating with the floor',
  );
  console.log(line(rows[0]));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.slice(1).forEach((cells) => console.log(line(cells)));
}
