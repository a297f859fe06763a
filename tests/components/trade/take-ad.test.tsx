import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleAnswer } from '../../test-utils/screen-kit';
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
