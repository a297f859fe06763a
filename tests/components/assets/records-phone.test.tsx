import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerOperations, exampleAnswer, LONG, openScreenAs } from '../../test-utils/screen-kit';
import { openAssets } from './history/history-kit';
import { openWithdraw, PATHS } from './withdraw/withdraw-kit';
import { atPhoneWidth } from '../../test-utils/phone-width';

// spec §1, §3 withdrawal record / deposit order, §4 statuses: at 390 px every record is a card whose
// amount, status and actions show without scrolling sideways.
let restore: () => void;
beforeEach(() => {
  restore = atPhoneWidth();
});
afterEach(() => restore());

const line = (card: HTMLElement, label: string) => within(card).getByText(label).closest('div');

describe('spec §1: the records at phone width', () => {
  it('withdrawal records: a card each with amount and status; Cancel only on the pending one', async () => {
    openWithdraw('records', { [PATHS.records]: exampleAnswer('funds', 'withdrawals') });
    const cards = await screen.findAllByTestId('withdrawal-row', {}, LONG);
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI']);
    expect(screen.queryByRole('table')).toBeNull();
    const [pending, succeeded] = cards as [HTMLElement, HTMLElement];
    expect(line(succeeded, 'Amount')).toHaveTextContent('2,500');
    expect(line(succeeded, 'Status')).toHaveTextContent('Succeeded');
    expect(within(pending).getByRole('button', { name: 'Cancel withdrawal' })).toBeInTheDocument();
    expect(within(succeeded).queryByRole('button')).toBeNull();
  });

  it('withdrawal records in Chinese: labels and the cancel button named in Chinese', async () => {
    openWithdraw('records', { [PATHS.records]: exampleAnswer('funds', 'withdrawals') }, { lang: 'zh_CN' });
    const [pending] = await screen.findAllByTestId('withdrawal-row', {}, LONG);
    expect(within(pending as HTMLElement).getByText('待审核')).toBeInTheDocument();
    expect(within(pending as HTMLElement).getByText('交易哈希')).toBeInTheDocument();
    expect(within(pending as HTMLElement).getByRole('button', { name: '撤销提币' })).toBeInTheDocument();
  });

  it('fiat deposit orders and withdrawals (history lists): cards with amount, status and the cancel action', async () => {
    const user = userEvent.setup();
    openAssets('mnFait');
    const orders = await screen.findByRole('list', { name: 'Fiat deposit orders' }, LONG);
    expect(screen.queryByRole('table', { name: 'Fiat deposit orders' })).toBeNull();
    const waiting = within(orders)
      .getAllByRole('listitem')
      .find((card) => within(card).queryByText('Waiting for bank transfer')) as HTMLElement;
    expect(waiting).toBeDefined();
    expect(line(waiting, 'Amount')).toHaveTextContent('CNY');
    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const withdrawals = await screen.findByRole('list', { name: 'Fiat withdrawals' }, LONG);
    const pending = within(withdrawals)
      .getAllByRole('listitem')
      .find((card) => within(card).queryByText('Pending review')) as HTMLElement;
    expect(within(pending).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('deposit orders of /assets/recharge: the actions of an order awaiting the transfer span its card, the others have none', async () => {
    openScreenAs(
      'kycApproved',
      'assets/recharge?tab=fiat',
      answerOperations({
        getFiatCoinList: 'fiatCoins',
        getCompanyBankInfo: 'companyBank',
        listFiatDeposits: 'fiatDeposits',
      }),
    );
    const orders = await screen.findByRole('list', { name: 'Your bank-transfer deposits' }, LONG);
    const cards = within(orders).getAllByRole('listitem');
    const waiting = cards.find((card) => within(card).queryByText('Waiting for bank transfer'));
    const completed = cards.find((card) => within(card).queryByText('Completed'));
    expect(
      within(waiting as HTMLElement).getByRole('button', { name: 'I have transferred' }),
    ).toBeInTheDocument();
    expect(within(waiting as HTMLElement).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(completed as HTMLElement).queryByRole('button')).toBeNull();
  });
});
