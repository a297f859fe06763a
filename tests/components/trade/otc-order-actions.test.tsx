import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '../../test-utils/mock-api';
import { callsTo, findRefusal, lastBodySentTo } from '../../test-utils/screen-kit';
import { actOnUnpaidBuy, LONG, openTrade, PATHS, trade, unpaidBuy } from './trade-kit';

// Spec §2 /trade "OTC page with current and historical orders", §4 "disabled buttons ignore clicks" and §8:
// an unpaid OTC buy (OtcOrderStatus 1) is marked paid or cancelled from the current OTC orders, each behind
// the shared confirmation, sent once; a refusal stays in the dialog and Confirm retries.

describe('paying or cancelling an unpaid OTC buy (spec §2 /trade, §4, §8)', () => {
  it('only the unpaid buy has actions: paid, appealed, finished and sell orders have none', async () => {
    openTrade({}, 'en_US', '?orders=otc-current');
    const rows = await screen.findAllByTestId('otc-order', undefined, LONG);
    const withActions = rows.filter((row) => within(row).queryByRole('button', { name: 'Cancel' }));
    expect(withActions).toHaveLength(1);
    expect(withActions[0]).toHaveTextContent('OTC202506030019');
    expect(within(withActions[0]!).getByRole('button', { name: 'I have paid' })).toBeInTheDocument();
  });

  it('Cancel asks first (Back sends nothing), then sends the order id once and reads the list again', async () => {
    const { fetchMock } = openTrade({}, 'en_US', '?orders=otc-current');
    let dialog = await actOnUnpaidBuy('Cancel');
    expect(dialog).toHaveTextContent('Cancel the OTC order OTC202506030019 (770 USDT for 998.69 SGD)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, PATHS.otcCancel)).toHaveLength(0);

    const listReads = callsTo(fetchMock, PATHS.otcOrders).length;
    const held = holdAnswers(fetchMock, PATHS.otcCancel);
    dialog = await actOnUnpaidBuy('Cancel');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(held.calls()).toBe(1));
    fireEvent.click(confirm);
    held.release();
    expect(await screen.findByText('OTC order cancelled', undefined, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(held.calls()).toBe(1);
    expect(lastBodySentTo(fetchMock, PATHS.otcCancel)).toMatchObject({ orderId: 'OTC202506030019' });
    await waitFor(() => expect(callsTo(fetchMock, PATHS.otcOrders).length).toBeGreaterThan(listReads));
    expect(callsTo(fetchMock, PATHS.otcPaid)).toHaveLength(0);
  });

  it('I have paid names the payee and total, and sends the order id once', async () => {
    const { fetchMock } = openTrade({}, 'en_US', '?orders=otc-current');
    const dialog = await actOnUnpaidBuy('I have paid');
    expect(dialog).toHaveTextContent(
      'Have you paid 998.69 SGD to LionPay Pte Ltd for order OTC202506030019?',
    );
    const listReads = callsTo(fetchMock, PATHS.otcOrders).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Payment marked; the seller releases the coins', undefined, LONG),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.otcPaid)).toHaveLength(1);
    expect(lastBodySentTo(fetchMock, PATHS.otcPaid)).toMatchObject({ orderId: 'OTC202506030019' });
    await waitFor(() => expect(callsTo(fetchMock, PATHS.otcOrders).length).toBeGreaterThan(listReads));
    expect(callsTo(fetchMock, PATHS.otcCancel)).toHaveLength(0);
  });

  it('spec §8: a refused cancel says so in the dialog, the list is read again, and Confirm retries', async () => {
    const { fetchMock, answers } = openTrade(
      { [PATHS.otcCancel]: trade('otcOrderNotCancellable') },
      'en_US',
      '?orders=otc-current',
    );
    const dialog = await actOnUnpaidBuy('Cancel');
    const listReads = callsTo(fetchMock, PATHS.otcOrders).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await findRefusal(dialog)).toHaveTextContent('This order can no longer be cancelled');
    await waitFor(() => expect(callsTo(fetchMock, PATHS.otcOrders).length).toBeGreaterThan(listReads));
    answers[PATHS.otcCancel] = trade('success');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    expect(callsTo(fetchMock, PATHS.otcCancel)).toHaveLength(2);
  });

  it('spec §8: a refused payment mark says so in the dialog', async () => {
    openTrade({ [PATHS.otcPaid]: trade('otcOrderNotPayable') }, 'en_US', '?orders=otc-current');
    const dialog = await actOnUnpaidBuy('I have paid');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await findRefusal(dialog)).toHaveTextContent('This order no longer awaits payment');
  });

  it('in Chinese: the actions and the question in zh_CN', async () => {
    openTrade({}, 'zh_CN', '?orders=otc-current');
    const row = await unpaidBuy();
    expect(within(row).getByRole('button', { name: '我已付款' })).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '取消' }));
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    expect(dialog).toHaveTextContent('取消 OTC 订单 OTC202506030019（770 USDT，998.69 SGD）？');
  });
});
