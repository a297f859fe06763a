// The bench's goals table: each measured figure beside its goal, marked met or not. Printed only; no test
// asserts a time (design.md).
export const GOALS = {
  // Public pages: a median of 5 Lighthouse mobile runs.
  public: { score: 0.95, lcpToFloor: 0.8, tbtMs: 100 },
  // Signed-in screens, first load: LCP and blocking time as ratios to the signed-in floor of the same run (the
  // token account screen written plainly, ../shared/floors/account), at most 25 script requests.
  signedIn: {
    lcpToFloor: 1.0,
    tbtToFloor: 1.0,
    completeToFloor: 1.0,
    mainThreadToFloor: 1.2,
    scripts: 25,
    tbtMsWithoutFloor: 200,
  },
  warmNavigationMs: 300, // warm app: the screen's main content shown at most this long after its data answers
  allJsToFloor: { home: 1.2, investments: 1.2, login: 1.7, register: 1.7 }, // every JS byte, public pages
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mark = (value, limit) => (value <= limit ? 'met' : 'NOT met');
const judged = (text, value, limit) => `${text} ${mark(value, limit)}`;

/** `pages`: the public rows (the floor and the painted floor first) of the main table; `screens`: signed-in
 * Lighthouse rows; `warm`: measureWarmNavigation's results by screen name; `accountFloor`: the signed-in floor's
 * Lighthouse row (null when its sources were not there: the signed-in screens are then read against the
 * public floor, and say so). */
export function printGoals(pages, screens, warm, accountFloor = null) {
  const floor = pages.find((row) => row.name === 'floor');
  const paintedFloor = pages.find((row) => row.name === 'painted floor');
  const signedInFloor = accountFloor ?? floor;
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
      `TBT (goal <= ${GOALS.public.tbtMs} ms public; signed in <= ${GOALS.signedIn.tbtToFloor.toFixed(1)}x the signed-in floor's)`,
      `all JS gzip (scripts; goal <= ${GOALS.signedIn.scripts} signed in)`,
      'all JS/floor (goal)',
      `warm nav, median of 5: after data (goal <= ${GOALS.warmNavigationMs} ms) / click to content`,
    ],
  ];
  for (const row of [...pages.filter((page) => page !== floor && page !== paintedFloor), ...screens]) {
    const signedIn = screens.includes(row);
    const goals = signedIn ? GOALS.signedIn : GOALS.public;
    const against = signedIn ? signedInFloor : floor;
    const lcpRatio = ratio(row.lcp, against.lcp);
    const jsRatio = ratio(row.allJs.gz, against.allJs.gz);
    const jsGoal = GOALS.allJsToFloor[row.name];
    const nav = warm[row.name];
    rows.push([
      row.name,
      signedIn
        ? `${row.score.toFixed(2)} (no goal)`
        : `${row.score.toFixed(2)} ${row.score >= GOALS.public.score ? 'met' : 'NOT met'}`,
      judged(`${(row.lcp / 1000).toFixed(2)} s = ${lcpRatio.toFixed(2)}x`, lcpRatio, goals.lcpToFloor),
      signedIn && accountFloor
        ? judged(
            `${Math.round(row.tbt)} ms = ${accountFloor.tbt > 0 ? `${ratio(row.tbt, accountFloor.tbt).toFixed(2)}x` : 'floor 0 ms'}`,
            accountFloor.tbt > 0 ? ratio(row.tbt, accountFloor.tbt) : row.tbt,
            accountFloor.tbt > 0 ? GOALS.signedIn.tbtToFloor : 0,
          )
        : judged(
            `${Math.round(row.tbt)} ms (${tbtToPainted(row)})`,
            row.tbt,
            signedIn ? GOALS.signedIn.tbtMsWithoutFloor : GOALS.public.tbtMs,
          ),
      // The script requests beside the bytes: budgets.json maxScripts caps them.
      signedIn
        ? judged(
            `${kb(row.allJs.gz)} (${row.allJs.requests} scripts)`,
            row.allJs.requests,
            GOALS.signedIn.scripts,
          )
        : `${kb(row.allJs.gz)} (${row.allJs.requests} scripts)`,
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
  const signedInFloorText = accountFloor
    ? `signed-in floor: LCP ${(accountFloor.lcp / 1000).toFixed(2)} s, TBT ${Math.round(accountFloor.tbt)} ms, ` +
      `all JS ${kb(accountFloor.allJs.gz)} (${accountFloor.allJs.requests} scripts)`
    : 'no signed-in floor: signed-in screens against the public floor';
  console.log(
    `\nGoals (floor: LCP ${(floor.lcp / 1000).toFixed(2)} s, all JS ${kb(floor.allJs.gz)}; ` +
      `painted floor: TBT ${Math.round(paintedFloor.tbt)} ms; ${signedInFloorText}); HTTP/1.1 on localhost; ` +
      'first loads: medians of 5 Lighthouse mobile runs, signed in below register; warm navigation: Playwright, same profile',
  );
  console.log(line(rows[0]));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.slice(1).forEach((row) => console.log(line(row)));
}
