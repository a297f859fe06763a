import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import { contractExample } from '../../../test-utils/contract-examples';
import { example, lastBodySentTo, LONG, openAssets, PATHS, SERVER_BUSY } from './history-kit';

const table = () => screen.findByRole('table', { name: 'Transaction history' }, LONG);

/** Clicks Export CSV and returns the text of the file the browser was handed. */
async function exportedCsv(
  user: ReturnType<typeof userEvent.setup>,
  button = 'Export CSV',
): Promise<{ name: string; bytes: Uint8Array; text: string }> {
  let blob: Blob | undefined;
  let name = '';
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:history';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(blob).toBeDefined(), LONG);
  const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
  return { name, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/assets/flowingWater (spec §2 history, §9 latest 30 of at most 3 months)', () => {
  it('shows time, type, coin and the signed amount; the default asks for the latest records, no range', async () => {
    const { fetchMock } = openAssets('flowingWater');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('+5,000');
    expect(rows[4]).toHaveTextContent('−3,000');
    const body = lastBodySentTo(fetchMock, PATHS.transactions);
    expect(body).toMatchObject({ page: 1, pageSize: 20 });
    expect(body).not.toHaveProperty('startTime');
    expect(screen.getByTestId('page-intro')).toHaveTextContent('latest 30 records');
  });

  it('filters by type from getTransactionScenes and by a quick range, back to page 1', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openAssets('flowingWater', {
      [PATHS.transactions]: example('assets', 'transactionsLatest30'),
    });
    await table();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, PATHS.transactions)).toMatchObject({ page: 2 }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Withdrawal' }, LONG));
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, PATHS.transactions)).toMatchObject({
        page: 1,
        transactionScene: 'withdraw',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, PATHS.transactions)).toHaveProperty('startTime'));
    const { startTime, endTime } = lastBodySentTo(fetchMock, PATHS.transactions) as {
      startTime: number;
      endTime: number;
    };
    // "Last 7 days" covers 7 whole days, today included (spec §9 quick ranges; label and span agree).
    expect(endTime - startTime).toBe(7 * 24 * 3600 * 1000 - 1);
    expect(screen.getByText(/^Records from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d/)).toBeInTheDocument();
  });

  it('spec §9 paging: the latest 30 records are two pages of 20', async () => {
    openAssets('flowingWater', { [PATHS.transactions]: example('assets', 'transactionsLatest30') });
    await table();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^\d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2']);
  });

  it('spec §8: HISTORY_RANGE_TOO_LONG, "no data", and a failure with Retry', async () => {
    const user = userEvent.setup();
    const { answers } = openAssets('flowingWater', {
      [PATHS.transactions]: example('assets', 'historyRangeTooLong'),
    });
    expect(await screen.findByText('The date range can be at most 3 months.', {}, LONG)).toBeInTheDocument();
    answers[PATHS.transactions] = SERVER_BUSY;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Server busy|busy/i, {}, LONG)).toBeInTheDocument();
    answers[PATHS.transactions] = example('assets', 'transactionsEmpty');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
  });

  it('a failed type list says so with its own Retry; the history still shows', async () => {
    const user = userEvent.setup();
    const { answers } = openAssets('flowingWater', { [PATHS.scenes]: SERVER_BUSY });
    expect(
      await screen.findByText('The transaction types could not be loaded.', {}, LONG),
    ).toBeInTheDocument();
    expect(await table()).toBeInTheDocument();
    answers[PATHS.scenes] = example('assets', 'transactionScenes');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('The transaction types could not be loaded.')).toBeNull());
  });

  it('exports the filter’s records as CSV: header, time, type, coin and the signed amount', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openAssets('flowingWater');
    await table();
    const { name, bytes, text } = await exportedCsv(user);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(name).toMatch(/^transaction-history-\d{4}-\d\d-\d\d\.csv$/);
    expect(lastBodySentTo(fetchMock, PATHS.transactions)).toMatchObject({ page: 1, pageSize: 30 });
    expect(text.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<string[]>(text.slice(1).trim());
    expect(data[0]).toEqual(['Time', 'Type', 'Coin', 'Amount']);
    expect(data).toHaveLength(5);
    expect(data[1]).toEqual([
      expect.stringMatching(/^2025-06-0\d \d\d:\d\d:\d\d$/),
      'Deposit',
      'USDT',
      '5000',
    ]);
    expect(data[4]?.slice(1)).toEqual(['Subscription', 'USDT', '-3000']);
  });

  it('both languages: Chinese labels, and the CSV header in Chinese', async () => {
    const user = userEvent.setup();
    await applyLanguage('zh_CN');
    openAssets('flowingWater', {}, 'zh_CN');
    expect(await screen.findByRole('table', { name: '资金流水' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '最近 7 天' })).toBeInTheDocument();
    const { text } = await exportedCsv(user, '导出 CSV');
    expect(text.slice(1).split('\r\n')[0]).toBe('时间,类型,币种,数量');
  });
});

/** The `transactions` example with each row's transactionScene and sceneLabel replaced. */
function transactionsWith(scenes: { transactionScene: string; sceneLabel: string }[]) {
  const body = structuredClone(contractExample('assets', 'transactions')) as {
    data: { financeList: { transactionScene: string; sceneLabel: string }[] };
  };
  body.data.financeList = body.data.financeList.map((row, index) => ({
    ...row,
    ...scenes[index % scenes.length],
  }));
  return { body };
}

describe("spec §3 transaction types by key in the screen's language, the server's label only for an unknown key", () => {
  it('zh_CN: the history rows, the type filter and the CSV say the types in Chinese', async () => {
    const user = userEvent.setup();
    await applyLanguage('zh_CN');
    openAssets('flowingWater', {}, 'zh_CN');
    const rows = within(await screen.findByRole('table', { name: '资金流水' }, LONG)).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '充值',
      '收益分配',
      '认购',
      '认购',
    ]);
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    expect(await screen.findByRole('option', { name: '提现' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Withdrawal' })).toBeNull();
    await user.keyboard('{Escape}');
    const { text } = await exportedCsv(user, '导出 CSV');
    const { data } = Papa.parse<string[]>(text.slice(1).trim());
    expect(data.slice(1).map((row) => row[1])).toEqual(['充值', '收益分配', '认购', '认购']);
  });

  it('en_US: our words for a known key whatever label the server sends', async () => {
    openAssets('flowingWater', {
      [PATHS.transactions]: transactionsWith([
        { transactionScene: 'distribution', sceneLabel: 'DIVIDEND_TX' },
      ]),
    });
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Distribution');
    expect(screen.queryByText('DIVIDEND_TX')).toBeNull();
  });

  it("zh_CN: a key we have no words for shows the server's label, in the rows and the filter", async () => {
    const user = userEvent.setup();
    await applyLanguage('zh_CN');
    openAssets(
      'flowingWater',
      {
        [PATHS.transactions]: transactionsWith([{ transactionScene: 'airdrop', sceneLabel: '空投奖励' }]),
        [PATHS.scenes]: {
          body: { code: 'SUCCESS', message: 'success', data: [{ key: 'airdrop', label: '空投奖励' }] },
        },
      },
      'zh_CN',
    );
    const rows = within(await screen.findByRole('table', { name: '资金流水' }, LONG)).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('空投奖励');
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    expect(await screen.findByRole('option', { name: '空投奖励' }, LONG)).toBeInTheDocument();
  });

  it('zh_CN: the latest records of the account pages say the types in Chinese too', async () => {
    await applyLanguage('zh_CN');
    openAssets('tokenAccount', {}, 'zh_CN');
    const rows = within(await screen.findByRole('table', { name: '资金流水' }, LONG)).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('充值');
    expect(rows[2]).toHaveTextContent('收益分配');
    expect(screen.queryByText('Deposit')).toBeNull();
  });
});
