import { buffer } from 'node:stream/consumers';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';
import { actAs } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HISTORY = '/mock/record/ex_transfer_list_v4';
const RECORDS = '/mock/record/apply_list';

/** The KYC-approved user on `path`, the mock answering with the `?scenario=` examples given. */
async function open(path: string, scenarios: string[] = []) {
  const opened = await newPage(browser);
  await actAs(opened.context, 'kycApproved');
  const query = scenarios.length ? `?scenario=${scenarios.join(',')}` : '';
  await opened.page.goto(`/en_US/${path}${query}`);
  return opened;
}

/** Waits for the next call to `path` after `action`, and returns its JSON body. */
async function bodyOfNext(page: Page, path: string, action: () => Promise<unknown>) {
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => new URL(candidate.url()).pathname === path),
    action(),
  ]);
  return request.postDataJSON() as Record<string, unknown>;
}

const pageButtons = (page: Page) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^\d+$/ }).allInnerTexts();

describe('history filters, paging and the CSV (spec §2 flowingWater, applyList; §9)', () => {
  it('filters by type and by a quick range; the default asks for the latest records', async () => {
    const { page, context, pageErrors } = await open('assets/flowingWater');
    const table = page.getByRole('table', { name: 'Transaction history' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(5);
    const typed = await bodyOfNext(page, HISTORY, async () => {
      await page.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Withdrawal' }).click();
    });
    expect(typed).toMatchObject({ page: 1, pageSize: 20, transactionScene: 'withdraw' });
    expect(typed).not.toHaveProperty('startTime');
    const ranged = await bodyOfNext(page, HISTORY, () =>
      page.getByRole('button', { name: 'Last 3 months' }).click(),
    );
    const { startTime, endTime } = ranged as { startTime: number; endTime: number };
    expect(endTime - startTime).toBeGreaterThan(89 * 86_400_000);
    expect(endTime - startTime).toBeLessThan(93 * 86_400_000);
    await page.getByText(/^Records from/).waitFor();
    await screenshot(page, 'history-flowingWater-filtered');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the latest 30 records page at 20: two page buttons, page 2 asked for', async () => {
    const { page, context } = await open('assets/flowingWater', ['listTransactions:latest30']);
    await page.getByRole('table', { name: 'Transaction history' }).waitFor();
    expect(await pageButtons(page)).toEqual(['1', '2']);
    const body = await bodyOfNext(page, HISTORY, () => page.getByRole('button', { name: '2' }).click());
    expect(body).toMatchObject({ page: 2, pageSize: 20 });
    await context.close();
  });

  it('subscription records: 5 page buttons that follow the page; every §4 status on the default', async () => {
    const { page, context } = await open('assets/applyList', ['listSubscriptionRecords:manyPages']);
    await page.getByRole('table', { name: 'Subscription records' }).waitFor();
    expect(await pageButtons(page)).toEqual(['1', '2', '3', '4', '5']);
    const body = await bodyOfNext(page, RECORDS, () => page.getByRole('button', { name: '5' }).click());
    expect(body).toMatchObject({ page: 5, pageSize: 20 });
    await expect.poll(() => pageButtons(page)).toEqual(['2', '3', '4', '5', '6']);
    await screenshot(page, 'history-applyList-paged');
    await context.close();

    const plain = await open('assets/applyList');
    const table = plain.page.getByRole('table', { name: 'Subscription records' });
    for (const status of ['Pending review', 'Rejected', 'Approved', 'Tokens delivered', 'Delivery failed'])
      await table.getByText(status, { exact: true }).waitFor();
    await plain.context.close();
  });

  it('exports the CSV: downloaded, with the header and every record of the filter', async () => {
    const { page, context } = await open('assets/flowingWater');
    await page.getByRole('table', { name: 'Transaction history' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transaction-history-\d{4}-\d\d-\d\d\.csv$/);
    // The browser is remote (one for the run, browser.ts): its download is streamed, not read from its disk.
    const bytes = await buffer(await download.createReadStream());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { data } = Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trim());
    expect(data[0]).toEqual(['Time', 'Type', 'Coin', 'Amount']);
    expect(data.slice(1).map((row) => row.slice(1))).toEqual([
      ['Deposit', 'USDT', '5000'],
      ['Distribution', 'USDT', '12.4'],
      ['Subscription', 'HOR', '3000'],
      ['Subscription', 'USDT', '-3000'],
    ]);
    for (const row of data.slice(1)) expect(row[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await context.close();
  });

  it('a history of 10 000 rows (a generated answer, more than the mock serves) scrolls to its end', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, 'kycApproved');
    await page.route(`**${HISTORY}`, (route) => route.fulfill({ json: manyRows(10_000) }));
    await page.goto('/en_US/assets/flowingWater');
    const box = page.getByTestId('virtual-scroll');
    await box.waitFor();
    expect(await box.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(60);
    // WCAG 2.4.11: what the focus scrolls into view stops below the sticky header row.
    const { padding, head } = await box.evaluate((element) => ({
      padding: parseFloat(getComputedStyle(element).scrollPaddingTop),
      head: element.querySelector('thead')!.getBoundingClientRect().height,
    }));
    expect(head).toBeGreaterThan(0);
    expect(padding).toBeGreaterThanOrEqual(head);
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await box.getByRole('cell', { name: '−10,000', exact: true }).waitFor();
    expect(await box.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(60);
    await screenshot(page, 'history-flowingWater-10000-rows-end');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

/** An answer of `count` movements; row n moves n USDT, in on odd ids, out on even ones. */
function manyRows(count: number) {
  const financeList = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    ctime: 1748938867000 - index * 60_000,
    coinSymbol: 'USDT',
    amount: (index + 1) % 2 ? String(index + 1) : `-${index + 1}`,
    transactionScene: 'deposit',
    sceneLabel: 'Deposit',
  }));
  // record/ex_transfer_list_v4 answers the family's older envelope
  return { code: '0', msg: 'success', data: { count, financeList } };
}
