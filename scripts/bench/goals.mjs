// The bench's goals table: each measured figure beside its goal, marked met or not. Printed only; no test
// asserts a time (design.md).
export const GOALS = {
  lcpToFloor: 1.0, // first load's LCP at most the floor page's
  tbtMs: 200, // first load's total blocking time
  warmNavigationMs: 300, // warm app: the screen's main content shown at most this long after its data answers
  allJsToFloor: { home: 1.3, investments: 1.3, login: 2.0, register: 2.0 }, // every JS byte, public pages
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mark = (value, limit) => (value <= limit ? 'met' : 'NOT met');
const judged = (text, value, limit) => `${text} ${mark(value, limit)}`;

/** `pages`: the public rows (floor first) of the main table; `screens`: signed-in Lighthouse rows;
 * `warm`: measureWarmNavigation's results by screen name. */
export function printGoals(pages, screens, warm) {
  const floor = pages.find((row) => row.name === 'floor');
  const ratio = (value, of) => value / of;
  const rows = [
    [
      'page',
      `LCP (goal <= ${GOALS.lcpToFloor.toFixed(2)}x floor)`,
      `TBT (goal <= ${GOALS.tbtMs} ms)`,
      'all JS gzip',
      'all JS/floor (goal)',
      `warm nav, median of 5: after data (goal <= ${GOALS.warmNavigationMs} ms) / click to content`,
    ],
  ];
  for (const row of [...pages.filter((page) => page !== floor), ...screens]) {
    const lcpRatio = ratio(row.lcp, floor.lcp);
    const jsRatio = ratio(row.allJs.gz, floor.allJs.gz);
    const jsGoal = GOALS.allJsToFloor[row.name];
    const nav = warm[row.name];
    rows.push([
      row.name,
      judged(`${(row.lcp / 1000).toFixed(2)} s = ${lcpRatio.toFixed(2)}x`, lcpRatio, GOALS.lcpToFloor),
      judged(`${Math.round(row.tbt)} ms`, row.tbt, GOALS.tbtMs),
      kb(row.allJs.gz),
      jsGoal
        ? judged(`${jsRatio.toFixed(2)}x (<= ${jsGoal.toFixed(2)}x)`, jsRatio, jsGoal)
        : `${jsRatio.toFixed(2)}x (no goal)`,
      nav
        ? judged(
            `${Number.isFinite(nav.median) ? `${Math.round(nav.median)} ms` : 'none in 30 s'}${nav.viaLink ? '' : ' (router, no link)'} / ${Math.round(nav.toContentMedian)} ms`,
            nav.median,
            GOALS.warmNavigationMs,
          )
        : 'n/a (public page)',
    ]);
  }
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const line = (row) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  console.log(
    `\nGoals (floor: LCP ${(floor.lcp / 1000).toFixed(2)} s, all JS ${kb(floor.allJs.gz)}); ` +
      'first loads: Lighthouse mobile best of 3, signed in below register; warm navigation: Playwright, same profile',
  );
  console.log(line(rows[0]));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.slice(1).forEach((row) => console.log(line(row)));
}
