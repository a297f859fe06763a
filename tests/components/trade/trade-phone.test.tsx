import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atPhoneWidth } from '../../test-utils/phone-width';
import { LONG, openTrade } from './trade-kit';

// Spec §1 (readable at 390 px), §3 trade order, §4 order and ad states: at phone width every list of the
// trade screen is a card a row whose amount, status and actions show without scrolling sideways.
let restore: () => void;
beforeEach(() => {
  restore = atPhoneWidth();
});
afterEach(() => restore());

const line = (card: HTMLElement, label: string) => within(card).getByText(label).closest('div');

describe('spec §1: the trade screen lists at phone width', () => {
  it('current orders: a card each with total and status; Cancel across the foot of the cancellable ones', async () => {
    openTrade();
    const cards = await screen.findAllByTestId('trade-order', undefined, LONG);
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI', 'LI']);
    expect(screen.queryByRole('table')).toBeNull();
    const pending = cards.find((card) => within(card).queryByTestId('order-status-5'))!;
    const open = cards.find((card) => within(card).queryByTestId('order-status-0'))!;
    expect(line(open, 'Total')).toHaveTextContent('USDT');
    expect(line(open, 'Status')).toHaveTextContent('Not filled');
    expect(within(open).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button')).toBeNull();
  });

  it('order history and my ads: cards with amount and status', async () => {
    openTrade();
    fireEvent.click(await screen.findByRole('tab', { name: 'Order history' }, LONG));
    const history = await screen.findAllByTestId('trade-order', undefined, LONG);
    expect(history[0]!.tagName).toBe('LI');
    expect(line(history[0]!, 'Quantity')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'My ads' }));
    const ads = await screen.findAllByTestId('my-ad', undefined, LONG);
    expect(ads.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI', 'LI']);
    expect(line(ads[0]!, 'Price')).toHaveTextContent('1.298');
    expect(within(ads[0]!).getByTestId('ad-status-published')).toHaveTextContent('Published');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('current OTC orders in Chinese: cards with total and status, the unpaid buy paid or cancelled from its foot', async () => {
    openTrade({}, 'zh_CN', '?orders=otc-current');
    const cards = await screen.findAllByTestId('otc-order', undefined, LONG);
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI', 'LI', 'LI']);
    expect(screen.queryByRole('table')).toBeNull();
    const unpaid = cards.find((card) => within(card).queryByTestId('otc-status-1'))!;
    expect(within(unpaid).getByTestId('otc-status-1')).toHaveTextContent('未付款');
    expect(within(unpaid).getByRole('button', { name: '我已付款' })).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: '取消' })).toBeInTheDocument();
    const others = cards.filter((card) => card !== unpaid);
    for (const card of others) expect(within(card).queryByRole('button')).toBeNull();
  });
});
