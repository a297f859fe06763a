// The byte budget of every script a page requests, not only what its route imports statically: lazy
// chunks fetched after the first paint, translations, validators and config.js, until the network is idle
// (budgets.json allJsGzipKb, the bench's "all JS" column). A chunk that only moved after paint still counts.
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from './browser';
import { fileNames, firstLoad, firstLoadBudgets } from './first-load-scripts';

const browser = sharedBrowser();

describe('every script a page loads first stays within its budget (budgets.json allJsGzipKb)', () => {
  it.each(firstLoadBudgets())('%s', async (name, budget) => {
    const { scripts, gzipKb } = await firstLoad(browser(), budget.path, budget);
    console.log(
      `${name.padEnd(14)} all JS gzip ${gzipKb.toFixed(1).padStart(6)} kB / ${budget.allJsGzipKb} kB (${scripts.length} scripts)`,
    );
    expect(scripts.length, `${name} loaded no script`).toBeGreaterThan(0);
    expect(gzipKb, `${name}: ${fileNames(scripts)}`).toBeLessThanOrEqual(budget.allJsGzipKb);
  });
});
