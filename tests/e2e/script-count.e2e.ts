// How many scripts a phone's first load of a page requests until the network is idle (budgets.json
// maxScripts): each is a request, and on a slow phone network each costs a round trip and its own
// compression context. Set at the measured count, so a change that adds a chunk to a first load fails here
// (docs/performance.md "Script requests of a first load").
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from './browser';
import { fileNames, firstLoad, firstLoadBudgets } from './first-load-scripts';

const browser = sharedBrowser();

describe('a first load requests at most its budget of scripts (budgets.json maxScripts)', () => {
  it.each(firstLoadBudgets())('%s', async (name, budget) => {
    const { scripts, gzipKb } = await firstLoad(browser(), budget.path, budget);
    console.log(
      `${name.padEnd(14)} ${String(scripts.length).padStart(3)} scripts / ${budget.maxScripts}, gzip ${gzipKb.toFixed(1)} kB`,
    );
    expect(scripts.length, `${name} loaded no script`).toBeGreaterThan(0);
    expect(scripts.length, `${name}: ${fileNames(scripts)}`).toBeLessThanOrEqual(budget.maxScripts);
  });
});
