import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleAnswer, findRefusal, lastBodySentTo } from '../../test-utils/screen-kit';
import { LONG, openTrade, PATHS, trade } from './trade-kit';

describe('/trade/{symbol} (spec §2, §4 trade order codes)', () => {
  it('current orders show their codes in words, 1 as "not filled" (the contract decision)', async () => {
    const { fetchMock } = openTrade({}, 'en_US', '', 'btcusdt');
    const rows = await screen.findAllByTestId('trade-order', undefined, LONG);
    expect(rows).toHaveLength(4);
    expect(screen.getByTestId('order-status-0')).toHaveTextContent('Not filled');
    expect(screen.getByTestId('order-status-1')).toHaveTextContent('Not filled');
    expect(screen.getByTestId('order-status-2')).toHaveTextContent('Partially filled');
    expect(screen.getByTestId('order-status-5')).toHaveTextContent('Pending cancellation');
    // The route's pair filters the orders; the coin traded OTC is its base.
    expect(lastBodySentTo(fetchMock, PATHS.current)).toMatchObject({ symbol: 'btcusdt' });
    expect(lastBodySentTo(fetchMock, PATHS.search)).toMatchObject({
      coinSymbol: 'BTC',
      payCoin: 'sgd',
      tradeType: 'BUY',
    });
  });

  it('spec §3 fiat codes: OTC calls carry the lower-case code, the page shows it upper case', async () => {
    const { fetchMock } = openTrade();
    expect(await screen.findByTestId('otc-ticker', undefined, LONG)).toHaveTextContent('SGD');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('USDT/SGD');
    for (const path of [PATHS.ticker, PATHS.history, PATHS.search])
      expect(lastBodySentTo(fetchMock, path), path).toMatchObject({ payCoin: 'sgd' });
    fireEvent.click(screen.getByLabelText('Fiat currency', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'HKD' }, LONG));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('USDT/HKD');
    for (const path of [PATHS.ticker, PATHS.history, PATHS.search])
      await waitFor(() => expect(lastBodySentTo(fetchMock, path), path).toMatchObject({ payCoin: 'hkd' }));
  });

  it("/trade/btcusdt quotes no other coin's OTC price or ads under BTC (answers about USDT are not shown)", async () => {
    openTrade({}, 'en_US', '', 'btcusdt');
    // The route's title shows while the session is checked; the screen's own names the pair.
    await screen.findByRole('heading', { level: 1, name: /BTC\/SGD/ }, LONG);
    await screen.findAllByTestId('trade-order', undefined, LONG);
    await waitFor(() => expect(screen.getAllByText('No data').length).toBeGreaterThanOrEqual(2), LONG);
    expect(screen.queryByTestId('otc-ticker')).toBeNull();
    expect(screen.queryByText(/1\.297/)).toBeNull();
  });

  it('history shows codes 3, 4 and 6; my ads their four states', async () => {
    openTrade();
    fireEvent.click(await screen.findByRole('tab', { name: 'Order history' }, LONG));
    expect(await screen.findByTestId('order-status-3', undefined, LONG)).toHaveTextContent('Fully filled');
    expect(screen.getByTestId('order-status-4')).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('order-status-6')).toHaveTextContent('Abnormal');
    fireEvent.click(screen.getByRole('tab', { name: 'My ads' }));
    const states: [string, string][] = [
      ['published', 'Published'],
      ['trading', 'Trading'],
      ['overdue', 'Overdue'],
      ['closed', 'Closed'],
    ];
    for (const [status, label] of states)
      expect(await screen.findByTestId(`ad-status-${status}`, undefined, LONG)).toHaveTextContent(label);
  });

  it('spec §4 cancel asks first: nothing is sent until Confirm, Back sends nothing', async () => {
    const { fetchMock } = openTrade();
    const firstRow = (await screen.findAllByTestId('trade-order', undefined, LONG))[0]!;
    fireEvent.click(within(firstRow).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    expect(dialog).toHaveTextContent('Cancel the BTC/USDT order 1834928817462391?');
    const cancelCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith(PATHS.cancel));
    expect(cancelCalls()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelCalls()).toHaveLength(0);
  });

  it('spec §8: a failed cancel says "cancellation failed, retry" in the dialog; Confirm again cancels', async () => {
    const { fetchMock, answers } = openTrade({ [PATHS.cancel]: trade('orderCancelFailed') });
    const firstRow = (await screen.findAllByTestId('trade-order', undefined, LONG))[0]!;
    fireEvent.click(within(firstRow).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await findRefusal(dialog)).toHaveTextContent('Cancellation failed, retry');
    answers[PATHS.cancel] = trade('success');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cancellation requested', undefined, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastBodySentTo(fetchMock, PATHS.cancel)).toMatchObject({
      orderId: '1834928817462391',
      symbol: 'btcusdt',
    });
  });

  it('spec §4 table sort: price ascending, descending, then back to newest first', async () => {
    openTrade();
    await screen.findAllByTestId('trade-order', undefined, LONG);
    const prices = () => screen.getAllByTestId('trade-order').map((row) => row.children[3]?.textContent);
    const sortPrice = screen.getByRole('button', { name: 'Sort by Price' });
    fireEvent.click(sortPrice);
    expect(prices()).toEqual(['1.02', '170', '2,680', '103,800'].map((p) => expect.stringContaining(p)));
    fireEvent.click(sortPrice);
    expect(prices()[0]).toContain('103,800');
    fireEvent.click(sortPrice);
    expect(screen.getAllByTestId('trade-order')[0]).toHaveTextContent('BTC/USDT'); // newest first again
  });

  it('buys from an ad: total = price × quantity, the order opened', async () => {
    const { fetchMock } = openTrade();
    const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
    fireEvent.click(within(ads[0]!).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    fireEvent.change(await within(dialog).findByLabelText(/^Quantity/, undefined, LONG), {
      target: { value: '770' },
    });
    await waitFor(() => expect(within(dialog).getByTestId('otc-total')).toHaveTextContent('998.69 SGD'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Place buy order' }, LONG));
    expect(await within(dialog).findByTestId('otc-order-opened', undefined, LONG)).toHaveTextContent(
      'OTC202506030019',
    );
    expect(lastBodySentTo(fetchMock, PATHS.take)).toMatchObject({
      adId: 'AD20250603017',
      volume: '770',
      paymentType: 'bank',
    });
  });

  it('spec §6: selling without an active payment method links to where one is added', async () => {
    openTrade({
      [PATHS.search]: trade('otcSearchBuyAds'),
      [PATHS.paymentMethods]: exampleAnswer('assets', 'paymentMethodsNoneActive'),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Sell' }, LONG));
    const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
    fireEvent.click(within(ads[0]!).getByRole('button', { name: 'Sell USDT' }));
    const notice = await screen.findByTestId('need-payment-method', undefined, LONG);
    expect(within(notice).getByRole('link', { name: 'Add or turn on a payment method' })).toHaveAttribute(
      'href',
      '/en_US/personal/receivingAccount',
    );
  });

  it('in Chinese: the codes and the states in zh_CN', async () => {
    openTrade({}, 'zh_CN');
    expect(await screen.findByTestId('order-status-1', undefined, LONG)).toHaveTextContent('未成交');
    expect(screen.getByTestId('order-status-5')).toHaveTextContent('撤销中');
    expect(screen.getByText('暂无数据')).toBeInTheDocument(); // the empty price history
  });
});
