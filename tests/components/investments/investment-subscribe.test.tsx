import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractExample } from '../../test-utils/contract-examples';
import {
  BALANCES,
  callsTo,
  DETAIL,
  inv,
  lastBodySentTo,
  LONG,
  openSubscribeForm,
  RECORDS,
  SUBSCRIBE,
} from './investments-kit';
import { findRefusal } from '../../test-utils/screen-kit';

type Detail = { data: Record<string, unknown> };

/** HOR at another unit price: 1,001 USDT buys 333.66 tokens at precision 2, which cost 1,000.98. */
function horAt(issueUnitPrice: string): { body: unknown } {
  const body = contractExample('investments', 'productInSubscription') as Detail;
  body.data.issueUnitPrice = issueUnitPrice;
  return { body };
}

describe('subscribing (spec §2 investment confirmation, §5 "Investment", §8)', () => {
  it('quantity × unit price, review, confirm → pending record; the records tab lists its states', async () => {
    const { user, fetchMock, amount } = await openSubscribeForm();
    expect(lastBodySentTo(fetchMock, BALANCES)).toMatchObject({ coinSymbols: 'USDT' });
    expect(screen.getByTestId('available-balance')).toHaveTextContent('10,250.42 USDT');
    await user.type(amount, '5000');
    expect(screen.getByTestId('quote-quantity')).toHaveTextContent('5,000.00');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('5,000 USDT');
    await user.click(screen.getByRole('checkbox', { name: /investment agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByTestId('subscription-confirm');
    expect(callsTo(fetchMock, SUBSCRIBE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm investment' }));
    const done = await screen.findByTestId('subscribed', undefined, LONG);
    expect(lastBodySentTo(fetchMock, SUBSCRIBE)).toMatchObject({
      symbol: 'HOR',
      amount: '5000',
      agreementAccepted: true,
    });
    expect(done).toHaveTextContent('SUB20250603000123');
    expect(done).toHaveTextContent('Pending review');

    await user.click(screen.getByRole('tab', { name: 'My subscriptions' }));
    const table = within(await screen.findByTestId('my-records', undefined, LONG));
    expect(lastBodySentTo(fetchMock, RECORDS)).toMatchObject({ symbol: 'HOR' });
    expect(table.getByText('SUB20250603000123')).toBeInTheDocument();
    expect(table.getByText('Disbursed')).toBeInTheDocument();
    expect(table.getByText('Disbursement failed')).toBeInTheDocument();
  });

  it("cuts the quantity to the product's precision and pays quantity × unit price (big.js)", async () => {
    const { user, fetchMock, amount } = await openSubscribeForm({ [DETAIL]: horAt('3.00') });
    await user.type(amount, '1001');
    expect(screen.getByTestId('quote-quantity')).toHaveTextContent('333.66');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('1,000.98 USDT');
    await user.click(screen.getByRole('checkbox', { name: /investment agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }));
    await screen.findByTestId('subscribed', undefined, LONG);
    expect(lastBodySentTo(fetchMock, SUBSCRIBE)).toMatchObject({ amount: '1000.98' });
  });

  it('spec §5: an amount above the available balance is refused before sending', async () => {
    const { user, fetchMock, amount } = await openSubscribeForm();
    await user.type(amount, '20000');
    await user.click(screen.getByRole('checkbox', { name: /investment agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Your available balance does not cover this amount')).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-confirm')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SUBSCRIBE)).toHaveLength(0);
  });

  it('spec §5: the investment agreement must be accepted', async () => {
    const { user, amount } = await openSubscribeForm();
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Please accept the investment agreement')).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-confirm')).not.toBeInTheDocument();
  });

  it('below the minimum subscription: said, and no review', async () => {
    const { user, amount } = await openSubscribeForm();
    await user.type(amount, '500');
    expect(screen.getByRole('alert')).toHaveTextContent('below the minimum subscription of 1,000 USDT');
    await user.click(screen.getByRole('checkbox', { name: /investment agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(screen.queryByTestId('subscription-confirm')).not.toBeInTheDocument());
  });

  it('spec §8: the server answers INSUFFICIENT_AVAILABLE_BALANCE → "Insufficient available balance."', async () => {
    const { user, amount } = await openSubscribeForm({ [SUBSCRIBE]: inv('insufficientAvailableBalance') });
    await user.type(amount, '5000');
    await user.click(screen.getByRole('checkbox', { name: /investment agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }));
    expect(await findRefusal()).toHaveTextContent('Insufficient available balance.');
    expect(screen.queryByTestId('subscribed')).not.toBeInTheDocument();
    // Back to the form, with the amount kept.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Amount to invest/)).toHaveValue('5000');
  });
});
