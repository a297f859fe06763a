// The bench's goals table: each measured figure beside its goal, marked met or not. Printed only; no test
// asserts a time (design.md).
export const GOALS = {
  // Public pages: a median of 5 Lighthouse mobile runs.
  public: { score: 0.95, lcpToFloor: 0.8, tbtMs: 100 },
  // Signed-in screens, first load.
  signedIn: { lcpToFloor: 1.0, tbtMs: 200 },
  warmNavigationMs: 300, // warm app: the screen's main content shown at most this long after its data answers
  allJsToFloor: { home: 1.3, investments: 1.3, login: 2.0, register: 2.0 }, // every JS byte, public pages
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mark = (value, limit) => (value <= limit ? 'met' : 'NOT met');
const judged = (text, value, limit) => `${text} ${mark(value, limit)}`;

/** `pages`: the public rows (the floor and the painted floor first) of the main table; `screens`: signed-in
 * Lighthouse rows; `warm`: measureWarmNavigation's results by screen name. */
export function printGoals(pages, screens, warm) {
  const floor = pages.find((row) => row.name === 'floor');
  const paintedFloor = pages.find((row) => row.name === 'painted floor');
  const ratio = (value, of) => value / of;
  // Blocking time beside the painted floor's of the same run: both start after a first paint, on the same
  // host at the same time.
  const tbtToPainted = (row) =>
    paintedFloor.tbt > 0 ? `${ratio(row.tbt, paintedFloor.tbt).toFixed(1)}x` : 'painted floor 0 ms';
  const rows = [
    [
      'page',
      'score (public goal >= 0.95)',
      `LCP/floor (goal <= ${GOALS.public.lcpToFloor.toFixed(2)}x public, ${GOALS.signedIn.lcpToFloor.toFixed(2)}x signed in)`,
      `TBT (goal <= ${GOALS.public.tbtMs} ms public, ${GOALS.signedIn.tbtMs} ms signed in; x painted floor's)`,
      'all JS gzip (scripts)',
      'all JS/floor (goal)',
      `warm nav, median of 5: after data (goal <= ${GOALS.warmNavigationMs} ms) / click to content`,
    ],
  ];
  for (const row of [...pages.filter((page) => page !== floor && page !== paintedFloor), ...screens]) {
    const signedIn = screens.includes(row);
    const goals = signedIn ? GOALS.signedIn : GOALS.public;
    const lcpRatio = ratio(row.lcp, floor.lcp);
    const jsRatio = ratio(row.allJs.gz, floor.allJs.gz);
    const jsGoal = GOALS.allJsToFloor[row.name];
    const nav = warm[row.name];
    rows.push([
      row.name,
      signedIn
        ? `${row.score.toFixed(2)} (no goal)`
        : `${row.score.toFixed(2)} ${row.score >= GOALS.public.score ? 'met' : 'NOT met'}`,
      judged(`${(row.lcp / 1000).toFixed(2)} s = ${lcpRatio.toFixed(2)}x`, lcpRatio, goals.lcpToFloor),
      judged(`${Math.round(row.tbt)} ms (${tbtToPainted(row)})`, row.tbt, goals.tbtMs),
      // The script requests beside the bytes: budgets.json maxScripts caps them (goal <= 25 per first load).
      `${kb(row.allJs.gz)} (${row.allJs.requests} scripts)`,
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
    `\nGoals (floor: LCP ${(floor.lcp / 1000).toFixed(2)} s, all JS ${kb(floor.allJs.gz)}; ` +
      `painted floor: TBT ${Math.round(paintedFloor.tbt)} ms); ` +
      'first loads: medians of 5 Lighthouse mobile runs, signed in below register; warm navigation: Playwright, same profile',
  );
  console.log(line(rows[0]));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.slice(1).forEach((row) => console.log(line(row)));
}
