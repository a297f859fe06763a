import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { example, LONG, openAssets } from '../history/history-kit';
import { expectLinks } from '../../../test-utils/links';
import { atPhoneWidth } from '../../../test-utils/phone-width';
import { pathOf } from '../../../test-utils/screen-kit';

// spec §1, §3 "Asset row": at 390 px the account tables become one card a row, so amount, available,
// valuation and the Deposit/Withdraw actions show without scrolling sideways.
const ANSWERS = {
  [pathOf('getAssetOverview')]: example('assets', 'overview'),
  [pathOf('getFiatCoinList')]: example('common', 'fiatCoins'),
  [pathOf('getRate')]: example('common', 'rates'),
  [pathOf('listTokenAccountAssets')]: example('assets', 'tokenAccount'),
  '/fiat/balance': example('assets', 'fiatAccount'),
};

const cardOf = async (coin: string) => {
  const cards = await screen.findAllByTestId('asset-row', {}, LONG);
  const card = cards.find((item) => within(item).queryByText(coin, { exact: true }));
  if (!card) throw new Error(`no card for ${coin}`);
  return card;
};

describe('spec §1: the account pages at phone width', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = atPhoneWidth();
  });
  afterEach(() => restore());

  it('token account: a card a coin with its amounts and full-width Deposit and Withdraw', async () => {
    openAssets('tokenAccount', ANSWERS);
    const card = await cardOf('USDT');
    expect(card.tagName).toBe('LI');
    expect(screen.getByRole('list', { name: 'Token account' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Token account' })).toBeNull();
    const line = (label: string) => within(card).getByText(label).closest('div');
    expect(line('Total')).toHaveTextContent('12,850.42');
    expect(line('Available')).toHaveTextContent('10,250.42');
    expect(within(card).getByText(/^Valuation/)).toBeInTheDocument();
    expectLinks(card, {
      Deposit: '/en_US/assets/recharge?symbol=USDT',
      Withdraw: '/en_US/assets/withdraw?symbol=USDT',
    });
  });

  it('fiat account: a card a currency with available, valuation and Deposit', async () => {
    openAssets('fiatAccount', ANSWERS);
    const card = await cardOf('USD');
    expect(screen.queryByRole('table', { name: 'Fiat account' })).toBeNull();
    expect(within(card).getByText('Available').closest('div')).toHaveTextContent('4,500.00');
    expect(within(card).getByText(/^Valuation/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/en_US/assets/recharge?tab=fiat&symbol=usd',
    );
  });

  it('zh_CN: the card labels and actions are named in Chinese', async () => {
    openAssets('tokenAccount', ANSWERS, 'zh_CN');
    const card = await cardOf('USDT');
    expect(within(card).getByText('可用')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '充值' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '提现' })).toBeInTheDocument();
  });
});

describe('spec §1: the account pages on a computer keep their tables', () => {
  it('token account: a sortable table with the amounts and actions in its rows', async () => {
    openAssets('tokenAccount', ANSWERS);
    const table = await screen.findByRole('table', { name: 'Token account' }, LONG);
    expect(within(table).getByRole('button', { name: 'Sort by Available' })).toBeInTheDocument();
    const row = within(table).getAllByTestId('asset-row')[0];
    expect(row?.tagName).toBe('TR');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByTestId('row-cards')).toBeNull();
  });
});
