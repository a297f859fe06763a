// The byte budget of every script a public page requests, not only what its route imports statically: lazy
// chunks fetched after the first paint, translations, validators and config.js, until the network is idle
// (budgets.json allJsGzipKb, the bench's "all JS" column). A chunk that only moved after paint still counts.
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { newContext, sharedBrowser } from './browser';

interface RouteBudget {
  path: string;
  allJsGzipKb: number;
}
const { routes } = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  routes: Record<string, RouteBudget>;
};
const browser = sharedBrowser();

/** The gzip body the server sends for a URL, counted as it arrives (config.js is compressed on the fly). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
      let length = 0;
      answer.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      answer.on('end', () => done(length));
    }).on('error', fail);
  });
}

describe('every script a public page loads stays within its budget (budgets.json allJsGzipKb)', () => {
  it.each(Object.entries(routes))('%s', async (name, budget) => {
    // A phone's first visit as production serves it: the QA switch off (bench.mjs does the same).
    const context = await newContext(browser(), { runtimeConfig: { qaScenarios: false } });
    await context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
    });
    await page.goto(budget.path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(
      [...scripts].map((url) => gzipBytes(url.replace(/^.*?\/\/[^/]+/, inject('baseURL')))),
    );
    const kb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    console.log(
      `${name.padEnd(12)} all JS gzip ${kb.toFixed(1).padStart(6)} kB / ${budget.allJsGzipKb} kB (${scripts.size} scripts)`,
    );
    expect(scripts.size, `${name} loaded no script`).toBeGreaterThan(0);
    expect(kb, `${name}: ${[...scripts].map((u) => u.split('/').pop()).join(', ')}`).toBeLessThanOrEqual(
      budget.allJsGzipKb,
    );
    await context.close();
  });
});
