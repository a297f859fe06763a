import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { calledPaths, example, lastBodySentTo, LONG, openAssets, PATHS, SERVER_BUSY } from './history-kit';

describe('/assets/mnFait fiat management (spec §3 deposit order, withdrawal record, bank account; §4)', () => {
  it('opens on the deposit orders, each §4 state shown; only that list is asked for', async () => {
    const { fetchMock } = openAssets('mnFait');
    const orders = await screen.findByRole('table', { name: 'Fiat deposit orders' }, LONG);
    for (const status of ['Waiting for bank transfer', 'Checking', 'Completed', 'Rejected', 'Cancelled'])
      expect(within(orders).getByText(status)).toBeInTheDocument();
    expect(within(orders).getByText('80,000.00 CNY')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(PATHS.fiatWithdrawals);
    expect(screen.getByRole('link', { name: 'Deposit fiat' })).toHaveAttribute(
      'href',
      '/en_US/assets/recharge',
    );
  });

  it('withdrawals: states, the reviewer note, and cancel while pending review (ORDER_STATUS_INVALID shown)', async () => {
    const user = userEvent.setup();
    const { fetchMock, answers } = openAssets('mnFait', {
      [PATHS.cancelFiatWithdrawal]: example('funds', 'orderStatusInvalid'),
    });
    await user.click(await screen.findByRole('tab', { name: 'Withdrawals' }, LONG));
    const list = await screen.findByRole('table', { name: 'Fiat withdrawals' }, LONG);
    expect(within(list).getByText('Pending review')).toBeInTheDocument();
    expect(within(list).getByText('Succeeded')).toBeInTheDocument();
    expect(within(list).getByText(/account name does not match/)).toBeInTheDocument();
    const cancels = within(list).getAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(1);
    await user.click(cancels[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {}, LONG);
    expect(dialog).toHaveTextContent('Cancel the withdrawal of 2,000.00 SGD?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('The order can no longer be changed.', {}, LONG),
    ).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, PATHS.cancelFiatWithdrawal)).toMatchObject({ id: 'FW20250603000077' });
    answers[PATHS.cancelFiatWithdrawal] = example('funds', 'success');
    const before = calledPaths(fetchMock).filter((path) => path === PATHS.fiatWithdrawals).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    await waitFor(() =>
      expect(calledPaths(fetchMock).filter((path) => path === PATHS.fiatWithdrawals).length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('bank cards: the cards as the contract has them, managed on the personal bank-card screen', async () => {
    const user = userEvent.setup();
    openAssets('mnFait');
    await user.click(await screen.findByRole('tab', { name: 'Bank cards' }, LONG));
    const cards = await screen.findByRole('table', { name: 'Bank cards' }, LONG);
    expect(within(cards).getByText('DBS Bank Ltd')).toBeInTheDocument();
    expect(within(cards).getByText('SGD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage bank cards' })).toHaveAttribute(
      'href',
      '/en_US/personal/bindBankCard',
    );
  });

  it('spec §8: a failed list offers Retry; an empty one says "No data"', async () => {
    const user = userEvent.setup();
    const { answers } = openAssets('mnFait', { [PATHS.fiatDeposits]: SERVER_BUSY });
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    answers[PATHS.fiatDeposits] = example('funds', 'fiatDepositsEmpty');
    await user.click(retry);
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
  });

  it('both languages: tabs and states in Chinese', async () => {
    await applyLanguage('zh_CN');
    openAssets('mnFait', {}, 'zh_CN');
    const orders = await screen.findByRole('table', { name: '法币充值订单' }, LONG);
    expect(within(orders).getByText('等待银行转账')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '提现记录' })).toBeInTheDocument();
  });
});
