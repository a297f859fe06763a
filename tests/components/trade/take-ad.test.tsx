import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicInfoEnvelope } from '@generated/models';
import { contractExample } from '../../test-utils/contract-examples';
import { exampleAnswer, pathOf } from '../../test-utils/screen-kit';
import { LONG, openTrade, PATHS, trade } from './trade-kit';

async function takeFirstAd(button: string, quantity: string, submit: string) {
  const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
  fireEvent.click(within(ads[0]!).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', undefined, LONG);
  const input = await within(dialog).findByRole('textbox', { name: /^(Quantity|数量)/ }, LONG);
  fireEvent.change(input, { target: { value: quantity } });
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
  return dialog;
}

describe('taking an ad: the rules and the answers (spec §5, §6, §8)', () => {
  it("a total below the ad's minimum is refused before sending", async () => {
    const { fetchMock } = openTrade();
    const dialog = await takeFirstAd('Buy USDT', '100', 'Buy');
    expect(
      await within(dialog).findByText("The total is below the ad's minimum", undefined, LONG),
    ).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(PATHS.take))).toBe(false);
  });

  it('spec §8: selling more than is available says so in Chinese', async () => {
    openTrade(
      {
        [PATHS.search]: trade('otcSearchBuyAds'),
        [PATHS.take]: trade('insufficientAvailableBalance'),
        [PATHS.paymentMethods]: exampleAnswer('assets', 'paymentMethods'),
      },
      'zh_CN',
    );
    fireEvent.click(await screen.findByRole('radio', { name: '出售' }, LONG));
    const dialog = await takeFirstAd('出售 USDT', '1000', '出售');
    expect(await within(dialog).findByText('可用余额不足。', undefined, LONG)).toBeVisible();
  });

  it('an ad gone meanwhile (spec §4 ad status) asks for another', async () => {
    openTrade({ [PATHS.take]: trade('otcAdUnavailable') });
    const dialog = await takeFirstAd('Buy USDT', '770', 'Buy');
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
    fireEvent.change(input, { target: { value: typed } });
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
