import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';
import { chooseExamples as chooseQaExamples, recordCalls, switchExamples } from './qa-session';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The QA switch's choices for this tab (what `?scenario=` and the QA panel store). */
const chooseExamples = (context: BrowserContext, examples: Record<string, string>, signedIn: boolean) =>
  chooseQaExamples(context, examples, { signedIn });

describe('OTC trade (spec §2 /trade, §4, §6, §8)', () => {
  it('a cancel that fails says "cancellation failed, retry"; the retry succeeds', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    await chooseExamples(context, { getUserInfo: 'kycApproved', cancelOrder: 'ORDER_CANCEL_FAILED' }, true);
    await page.goto('/en_US/trade/btcusdt');
    const firstOrder = page.getByTestId('trade-order').first();
    await firstOrder.waitFor();
    // Spec §4: a destructive action asks first, in the shared confirmation dialog.
    await firstOrder.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const failed = dialog.getByRole('status').filter({ hasText: /\S/ });
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Cancellation failed, retry');
    await screenshot(page, 'trade-cancel-failed');
    // QA switches the cancel back to its default answer (success), then the user confirms again.
    await switchExamples(page, { getUserInfo: 'kycApproved' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Cancellation requested').waitFor();
    expect(calls.filter((path) => path === '/order/cancel')).toHaveLength(2);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('buys from an ad: quantity, total = price × quantity, the order opened; the chart drawn', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, true);
    await page.goto('/en_US/trade');
    await page.getByTestId('price-chart').locator('svg').first().waitFor();
    await page.getByTestId('otc-ad').first().getByRole('button', { name: 'Buy USDT' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Quantity/).fill('770');
    expect(await dialog.getByTestId('otc-total').innerText()).toContain('998.69 SGD');
    await dialog.getByRole('button', { name: 'Review order' }).click();
    await dialog.getByRole('button', { name: 'Place buy order' }).click();
    await dialog.getByTestId('otc-order-opened').waitFor();
    expect(await dialog.getByTestId('otc-order-opened').innerText()).toContain('OTC202506030019');
    expect(calls).toContain('/otc/order/create');
    await screenshot(page, 'trade-bought');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a CMS page carrying script, event-handler and javascript: payloads (spec §2 /cms/{id})', () => {
  for (const lang of ['en_US', 'zh_CN']) {
    it(`renders them harmless (${lang}): no dialog, no script element, no on* attribute, no javascript: URL`, async () => {
      const { page, context, pageErrors } = await newPage(browser);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await chooseExamples(context, { getCmsArticle: 'hostileHtml' }, false);
      await page.goto(`/${lang}/cms/22`);
      const body = page.getByTestId('cms-body');
      await body.waitFor();
      await body.getByText('Hover here').hover();
      await body.getByText('Claim your reward').click();
      await body.getByText('Mixed case').click();
      // A handler the clicks could have run has run within the next two frames.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const found = await body.evaluate((root) => ({
        scripts: root.querySelectorAll('script').length,
        forms: root.querySelectorAll('form, input, button, iframe, object, embed').length,
        handlers: [...root.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name),
        ),
        javascriptUrls: [...root.querySelectorAll('[href], [src], [action], [formaction]')].filter(
          (element) =>
            ['href', 'src', 'action', 'formaction'].some((name) =>
              /^\s*javascript:/i.test((element.getAttribute(name) ?? '').replace(/\s/g, '')),
            ),
        ).length,
        text: root.textContent ?? '',
      }));
      expect(found).toMatchObject({ scripts: 0, forms: 0, handlers: [], javascriptUrls: 0 });
      expect(found.text).toContain('Keep your account safe.');
      expect(dialogs).toEqual([]);
      expect(page.url()).toContain(`/${lang}/cms/22`);
      await screenshot(page, `cms-hostile-${lang}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
