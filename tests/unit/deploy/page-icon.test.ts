// The page's icon is a raster image: an SVG icon made every page build an SVG document on the main thread, a
// task of about 80 ms at 4x CPU during the first paint (docs/performance.md "What the app does for load speed").
// The build puts it in every page as a data URL (pageIconInPage in vite.config.ts; tests/e2e/prerender.e2e.ts
// checks the built pages), so it stays small.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The path of a page's icon when it names exactly one and that one is a PNG, else null. */
function pngIcon(html: string): string | null {
  const links = [...html.matchAll(/<link\b[^>]*\brel="(?:shortcut )?icon"[^>]*>/g)];
  const href = links.length === 1 ? /\bhref="\/([^"]+)"/.exec(links[0]?.[0] ?? '')?.[1] : undefined;
  return href?.endsWith('.png') ? href : null;
}

describe('the page icon', () => {
  it('is one PNG the app serves', () => {
    const href = pngIcon(readFileSync('index.html', 'utf8'));
    expect(href).not.toBeNull();
    expect(existsSync(`public/${href}`)).toBe(true);
    expect(readFileSync(`public/${href}`).subarray(1, 4).toString()).toBe('PNG');
  });

  it('is small enough to ride in every page (at most 1 kB)', () => {
    expect(readFileSync('public/logo.png').length).toBeLessThanOrEqual(1024);
  });

  it('would notice an SVG icon, or a second one', () => {
    expect(pngIcon('<link rel="icon" type="image/svg+xml" href="/logo.svg" />')).toBeNull();
    expect(pngIcon('<link rel="icon" href="/a.png" /><link rel="icon" href="/b.svg" />')).toBeNull();
    expect(pngIcon('<link rel="icon" type="image/png" href="/logo.png" />')).toBe('logo.png');
  });
});
