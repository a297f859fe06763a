import { it } from 'vitest';
import { collectErrors, newContext, sharedBrowser } from './browser';
import { actAs } from './walk/roles';
const browser = sharedBrowser();
it('debug', async () => {
  const context = await newContext(browser(), { runtimeConfig: { qaScenarios: false } });
  await actAs(context, 'kycApproved');
  const page = await context.newPage();
  const errs = collectErrors(page);
  page.on('request', (r) => console.log('REQ', r.resourceType(), r.url()));
  await page.goto('/en_US/assets/tokenAccount', { waitUntil: 'networkidle' });
  console.log('URL', page.url(), errs);
  console.log((await page.content()).slice(0, 1500));
});
