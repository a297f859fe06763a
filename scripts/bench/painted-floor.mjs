// The bench's painted floor: the floor page (scripts/bench/floor, the same script) served the way the app
// serves a prerendered page (scripts/prerender.mjs): markup in the HTML, the rules it uses inlined, the
// stylesheet loaded without blocking, and the script added after the first contentful paint. Its start-up
// then runs after the first paint, where Lighthouse counts blocking time, as a signed-in screen's does after
// its shell has painted; the floor runs all of its script before its first paint.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferSheetsWithoutHandlers, inlineCriticalCss, startScriptAfterFirstPaint } from '../prerender.mjs';

/** Rewrites the built painted floor's index.html in `outDir` to paint before its script. */
export async function paintBeforeScript(outDir) {
  const file = join(outDir, 'index.html');
  const withCriticalCss = inlineCriticalCss(outDir);
  const html = await withCriticalCss(readFileSync(file, 'utf8'));
  writeFileSync(
    file,
    startScriptAfterFirstPaint(deferSheetsWithoutHandlers(html), { earlyClickRecorder: '' }),
  );
}
