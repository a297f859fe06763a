import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicInfoEnvelope } from '@generated/models';
import { contractExample } from '../../test-utils/contract-examples';
import { callsTo, exampleAnswer, lastBodySentTo, pathOf } from '../../test-utils/screen-kit';
import { LONG, openTrade, PATHS, trade } from './trade-kit';

const REVIEW = { en_US: 'Review order', zh_CN: '核对订单' } as const;

async function takeFirstAd(button: string, quantity: string, submit: string = REVIEW.en_US) {
  const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
  fireEvent.click(within(ads[0]!).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', undefined, LONG);
  const input = await within(dialog).findByRole('textbox', { name: /^(Quantity|数量)/ }, LONG);
  fireEvent.change(input, { target: { value: quantity } });
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
  return dialog;
}

const sellAds = () => ({
  [PATHS.search]: trade('otcSearchBuyAds'),
  [PATHS.paymentMethods]: exampleAnswer('assets', 'paymentMethods'),
});

describe('taking an ad: the rules and the answers (spec §5, §6, §8)', () => {
  it("a total below the ad's minimum is refused before sending", async () => {
    const { fetchMock } = openTrade();
    const dialog = await takeFirstAd('Buy USDT', '100');
    expect(
      await within(dialog).findByText("The total is below the ad's minimum", undefined, LONG),
    ).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(PATHS.take))).toBe(false);
  });

  it('shows the total before the action, then a review whose values are the body sent', async () => {
    const { fetchMock } = openTrade();
    const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
    fireEvent.click(within(ads[0]!).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    const input = await within(dialog).findByRole('textbox', { name: /^Quantity/ }, LONG);
    fireEvent.change(input, { target: { value: '770' } });
    const total = within(dialog).getByTestId('otc-total');
    const action = within(dialog).getByRole('button', { name: REVIEW.en_US });
    // The total precedes the button in the reading order.
    expect(total.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(action);
    const review = await within(dialog).findByTestId('otc-order-review', undefined, LONG);
    expect(within(review).getByTestId('review-quantity')).toHaveTextContent('770 USDT');
    expect(within(review).getByTestId('review-payment-type')).toHaveTextContent('Bank transfer');
    expect(callsTo(fetchMock, 'createOtcOrder')).toHaveLength(0);
    fireEvent.click(within(review).getByRole('button', { name: 'Place buy order' }));
    await within(dialog).findByTestId('otc-order-opened', undefined, LONG);
    expect(lastBodySentTo(fetchMock, 'createOtcOrder')).toMatchObject({ volume: '770', paymentType: 'bank' });
  });

  it('selling: shows the spot balance and refuses more than it, before any call', async () => {
    const { fetchMock } = openTrade(sellAds());
    fireEvent.click(await screen.findByRole('radio', { name: 'Sell' }, LONG));
    const dialog = await takeFirstAd('Sell USDT', '11000');
    expect(within(dialog).getByTestId('otc-available')).toHaveTextContent(
      'Available in your spot account: 2,700.5 USDT',
    );
    expect(
      await within(dialog).findByText(
        /More than your spot account has available \(2,700\.5 USDT\)/,
        undefined,
        LONG,
      ),
    ).toBeVisible();
    expect(within(dialog).queryByTestId('otc-order-review')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'createOtcOrder')).toHaveLength(0);
  });

  it('spec §8: selling more than the server finds available says so in Chinese', async () => {
    openTrade({ ...sellAds(), [PATHS.take]: trade('insufficientAvailableBalance') }, 'zh_CN');
    fireEvent.click(await screen.findByRole('radio', { name: '出售' }, LONG));
    const dialog = await takeFirstAd('出售 USDT', '1000', REVIEW.zh_CN);
    fireEvent.click(await within(dialog).findByRole('button', { name: '提交卖出订单' }, LONG));
    expect(await within(dialog).findByText('可用余额不足。', undefined, LONG)).toBeVisible();
  });

  it('an ad gone meanwhile (spec §4 ad status) asks for another', async () => {
    openTrade({ [PATHS.take]: trade('otcAdUnavailable') });
    const dialog = await takeFirstAd('Buy USDT', '770');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Place buy order' }, LONG));
    expect(
      await within(dialog).findByText('This ad is no longer available. Choose another one.', undefined, LONG),
    ).toBeVisible();
  });
});

describe('taking an ad: the quantity keeps the coin decimals of public info (spec §3 "Market" coin_precision)', () => {
  const quantityAfterTyping = async (typed: string) => {
    const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
    fireEvent.click(within(ads[0]!).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    const input = await within(dialog).findByRole('textbox', { name: /^Quantity/ }, LONG);
    await userEvent.setup().type(input, typed);
    return input;
  };

  it("cuts the typed USDT quantity to USDT's coin_precision (6 in the public info example)", async () => {
    const info = contractExample('public', 'default') as PublicInfoEnvelope;
    expect(info.data.market.coinMap.USDT?.coin_precision).toBe(6);
    openTrade();
    expect(await quantityAfterTyping('770.123456789')).toHaveValue('770.123456');
  });

  it('keeps 8 decimals for a coin the market does not list', async () => {
    const info = contractExample('public', 'default') as PublicInfoEnvelope;
    delete info.data.market.coinMap.USDT;
    openTrade({ [pathOf('getPublicInfo')]: { status: 200, body: info } });
    expect(await quantityAfterTyping('770.123456789')).toHaveValue('770.12345678');
  });
});
