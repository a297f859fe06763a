// Shared steps of the investment screen tests: open a route with the contract's named examples answering.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockAnswer } from '../../test-utils/mock-api';
import { exampleAnswer, LONG, openScreenAs, pathOf } from '../../test-utils/screen-kit';

export { callsTo, lastBodySentTo } from '../../test-utils/screen-kit';

// The first render of a lazy screen (and its form chunks) can take long on a busy machine.
export { LONG } from '../../test-utils/screen-kit';
export const LIST = pathOf('listInvestmentProducts');
export const DETAIL = pathOf('getInvestmentProduct');
export const SUBSCRIBE = pathOf('subscribeInvestmentProduct');
export const RECORDS = pathOf('listSubscriptionRecords');
export const BALANCES = pathOf('listTokenAccountAssets');
export const HOT_COINS = pathOf('listHotCoins');

export const inv = (name: string, status = 200): MockAnswer => exampleAnswer('investments', name, status);
export const assets = (name: string): MockAnswer => exampleAnswer('assets', name);
export const failed = (code: string, message: string): MockAnswer => ({
  body: { code, message, data: null },
});

/** Opens `/<lang>/<path>` as a visitor or as the user of a getUserInfo example (kycApproved, kycPending…). */
export function openInvestments(
  path: string,
  answers: Record<string, MockAnswer>,
  { user, lang = 'en_US' }: { user?: string; lang?: string } = {},
) {
  const { fetchMock, app } = openScreenAs(user ?? 'visitor', path, answers, { lang });
  return { fetchMock, app };
}

/**
 * HOR's subscription form, opened from its detail page by the kycApproved user (USDT 10,250.42 available), the
 * subscription accepted unless `answers` say otherwise; returns the user and the amount field.
 */
export async function openSubscribeForm(answers: Record<string, MockAnswer> = {}) {
  const user = userEvent.setup();
  const { fetchMock } = openInvestments(
    'investmentDetail/HOR',
    {
      [DETAIL]: inv('productInSubscription'),
      [BALANCES]: assets('tokenAccount'),
      [SUBSCRIBE]: inv('subscribed'),
      [RECORDS]: inv('productRecords'),
      ...answers,
    },
    { user: 'kycApproved' },
  );
  await user.click(await screen.findByRole('button', { name: 'Invest now' }, LONG));
  const amount = await screen.findByLabelText(/^Amount to invest/, undefined, LONG);
  return { user, fetchMock, amount };
}
