import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { example, lastBodySentTo, LONG, openAssets, PATHS, SERVER_BUSY } from './history-kit';

const table = () => screen.findByRole('table', { name: 'Subscription records' }, LONG);

describe('/assets/applyList (spec §3 subscription record, §4 states)', () => {
  it('shows date, project (linked), quantity, unit price, total, each §4 status, record ID', async () => {
    openAssets('applyList');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(6);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Harbourfront Office REIT Token' })).toHaveAttribute(
      'href',
      '/en_US/investmentDetail/HOR',
    );
    expect(first).toHaveTextContent('5,000');
    expect(first).toHaveTextContent('5,000 USDT');
    expect(first).toHaveTextContent('SUB20250603000123');
    for (const status of ['Pending review', 'Tokens delivered', 'Approved', 'Rejected', 'Delivery failed'])
      expect(within(await table()).getByText(status)).toBeInTheDocument();
  });

  it('filters by status, from page 1 whatever page was shown (spec §9 paging follows the filter)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openAssets('applyList', {
      [PATHS.subscriptions]: example('assets', 'subscriptionRecordsManyPages'),
    });
    await table();
    await user.click(screen.getByRole('button', { name: '5' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, PATHS.subscriptions)).toMatchObject({ page: 5 }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Delivery failed' }, LONG));
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, PATHS.subscriptions)).toMatchObject({
        page: 1,
        status: 'disburse_failed',
      }),
    );
    // Back to every status: page 1 again, not the page 5 shown before the filter.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Delivery failed' }, LONG));
    await waitFor(() => {
      const body = lastBodySentTo(fetchMock, PATHS.subscriptions);
      expect(body).toMatchObject({ page: 1 });
      expect(body).not.toHaveProperty('status');
    });
  });

  it('spec §9: 120 records page at 20 with 5 page buttons that follow the current page', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openAssets('applyList', {
      [PATHS.subscriptions]: example('assets', 'subscriptionRecordsManyPages'),
    });
    await table();
    const pages = () =>
      within(screen.getByRole('navigation', { name: 'Pages' }))
        .getAllByRole('button', { name: /^\d+$/ })
        .map((button) => button.textContent);
    expect(pages()).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('button', { name: '5' }));
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, PATHS.subscriptions)).toMatchObject({ page: 5, pageSize: 20 }),
    );
    expect(pages()).toEqual(['2', '3', '4', '5', '6']);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, PATHS.subscriptions)).toMatchObject({ page: 6 }));
  });

  it('spec §8: a failure offers Retry; an empty list says "No data"', async () => {
    const user = userEvent.setup();
    const { answers } = openAssets('applyList', { [PATHS.subscriptions]: SERVER_BUSY });
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    answers[PATHS.subscriptions] = example('assets', 'subscriptionRecordsEmpty');
    await user.click(retry);
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
  });

  it('both languages: the statuses in Chinese', async () => {
    await applyLanguage('zh_CN');
    openAssets('applyList', {}, 'zh_CN');
    const records = await screen.findByRole('table', { name: '申购记录' }, LONG);
    for (const status of ['待审核', '已发放', '已通过', '已拒绝', '发放失败'])
      expect(within(records).getByText(status)).toBeInTheDocument();
  });
});
