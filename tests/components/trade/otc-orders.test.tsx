import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleAnswer, lastBodySentTo } from '../../test-utils/screen-kit';
import { LONG, openTrade, PATHS, trade } from './trade-kit';

// Spec §2 /trade "OTC page with current and historical orders": an OTC order taken from an ad is followed in
// the OTC lists (listOtcOrders), its state in words (the contract's OtcOrderStatus 1-5; spec §4 shows none).

async function buyFromFirstAd(quantity: string) {
  const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
  fireEvent.click(within(ads[0]!).getByRole('button', { name: 'Buy USDT' }));
  const dialog = await screen.findByRole('dialog', undefined, LONG);
  fireEvent.change(await within(dialog).findByLabelText(/^Quantity/, undefined, LONG), {
    target: { value: quantity },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Place buy order' }, LONG));
  return within(dialog).findByTestId('otc-order-opened', undefined, LONG);
}

describe('an OTC order from taking an ad to the OTC lists (spec §2 /trade, §6 payment methods)', () => {
  it("buying shows the order opened with the answer's payee, and leads to the current OTC orders", async () => {
    const { fetchMock, app } = openTrade();
    const opened = await buyFromFirstAd('770');
    expect(opened).toHaveTextContent('Order OTC202506030019 opened.');
    expect(opened).toHaveTextContent('Pay 998.69 SGD to this account:');
    const payee = within(opened).getByTestId('otc-payee');
    expect(payee).toHaveTextContent('Method: Bank transfer');
    expect(payee).toHaveTextContent('Account holder: LionPay Pte Ltd');
    expect(payee).toHaveTextContent('Account: 0123456789');
    expect(payee).toHaveTextContent('Bank: DBS Bank · Marina Bay');
    fireEvent.click(within(opened).getByRole('link', { name: 'See my OTC orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.location()).toBe('/en_US/trade/usdt?orders=otc-current');
    expect(screen.getByRole('tab', { name: 'Current OTC orders' })).toHaveAttribute('aria-selected', 'true');
    const rows = await screen.findAllByTestId('otc-order', undefined, LONG);
    expect(rows[0]).toHaveTextContent('OTC202506030019');
    expect(lastBodySentTo(fetchMock, PATHS.otcOrders)).toMatchObject({ status: 1, page: 1 });
  });

  it('selling says the buyer pays the user (no payee in the answer)', async () => {
    openTrade({
      [PATHS.search]: trade('otcSearchBuyAds'),
      [PATHS.take]: trade('otcSellOrderCreated'),
      [PATHS.paymentMethods]: exampleAnswer('assets', 'paymentMethods'),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Sell' }, LONG));
    const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
    fireEvent.click(within(ads[0]!).getByRole('button', { name: 'Sell USDT' }));
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    fireEvent.change(await within(dialog).findByLabelText(/^Quantity/, undefined, LONG), {
      target: { value: '1000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Place sell order' }, LONG));
    const opened = await within(dialog).findByTestId('otc-order-opened', undefined, LONG);
    expect(opened).toHaveTextContent('Order OTC202506030020 opened.');
    expect(opened).toHaveTextContent('The buyer pays 1,291.00 SGD into your receiving account.');
    expect(within(opened).queryByTestId('otc-payee')).not.toBeInTheDocument();
    expect(within(opened).getByRole('link', { name: 'See my OTC orders' })).toHaveAttribute(
      'href',
      '/en_US/trade/usdt?orders=otc-current',
    );
  });

  it('current OTC orders: one state at a time, each state in words, the unpaid buy with its payee', async () => {
    const { fetchMock } = openTrade({}, 'en_US', '?orders=otc-current');
    const rows = await screen.findAllByTestId('otc-order', undefined, LONG);
    expect(rows).toHaveLength(5); // the example answers every state whatever the filter
    const words: [number, string][] = [
      [1, 'Unpaid'],
      [2, 'Paid, awaiting release'],
      [3, 'Completed'],
      [4, 'Cancelled'],
      [5, 'In appeal'],
    ];
    for (const [code, word] of words)
      expect(screen.getByTestId(`otc-status-${code}`)).toHaveTextContent(word);
    expect(within(rows[0]!).getByTestId('otc-payee')).toHaveTextContent('Account: 0123456789');
    expect(lastBodySentTo(fetchMock, PATHS.otcOrders)).toMatchObject({ status: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'In appeal' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, PATHS.otcOrders)).toMatchObject({ status: 5 }));
    // The spot lists are not asked for on this tab.
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(PATHS.current))).toBe(false);
  });

  it('OTC order history asks for completed orders first, then cancelled ones', async () => {
    const { fetchMock } = openTrade();
    fireEvent.click(await screen.findByRole('tab', { name: 'OTC order history' }, LONG));
    await screen.findAllByTestId('otc-order', undefined, LONG);
    expect(lastBodySentTo(fetchMock, PATHS.otcOrders)).toMatchObject({ status: 3 });
    fireEvent.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, PATHS.otcOrders)).toMatchObject({ status: 4 }));
  });

  it('in Chinese: the OTC tabs, states and payee in zh_CN', async () => {
    openTrade({}, 'zh_CN', '?orders=otc-current');
    expect(await screen.findByRole('tab', { name: '当前 OTC 订单' }, LONG)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findAllByTestId('otc-order', undefined, LONG);
    const words: [number, string][] = [
      [1, '未付款'],
      [2, '已付款，待放币'],
      [3, '已完成'],
      [4, '已取消'],
      [5, '申诉中'],
    ];
    for (const [code, word] of words)
      expect(screen.getByTestId(`otc-status-${code}`)).toHaveTextContent(word);
    expect(screen.getByTestId('otc-payee')).toHaveTextContent('收款人：LionPay Pte Ltd');
    expect(screen.getByRole('tab', { name: '历史 OTC 订单' })).toBeInTheDocument();
  });
});
