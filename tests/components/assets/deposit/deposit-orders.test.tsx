import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInApi, type MockAnswer, mockApi } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render';
import { calledPaths, exampleAnswer, lastBodySentTo } from '../../../test-utils/screen-kit';
import { LONG } from '../../personal/security/security-kit';

const PATHS = {
  fiatList: '/common/getFaitCoinList',
  company: '/company/bank/info',
  fiatOrders: '/fiat/deposit/list',
  createFiat: '/fiat/deposit',
  upiOrders: '/fiat/upi_deposit/list',
  createUpi: '/fiat/upi_deposit',
} as const;

function openDeposit(tab: 'fiat' | 'upi', lang = 'en_US', answers: Record<string, MockAnswer> = {}) {
  window.localStorage.setItem('token', 'test-token');
  const fetchMock = mockApi({
    ...loggedInApi('kycApproved'),
    [PATHS.fiatList]: exampleAnswer('common', 'fiatCoins'),
    [PATHS.company]: exampleAnswer('funds', 'companyBank'),
    [PATHS.fiatOrders]: exampleAnswer('funds', 'fiatDepositsEmpty'),
    [PATHS.createFiat]: exampleAnswer('funds', 'fiatDepositCreated'),
    [PATHS.upiOrders]: exampleAnswer('funds', 'upiDepositsEmpty'),
    [PATHS.createUpi]: exampleAnswer('funds', 'upiDepositCreated'),
    ...answers,
  });
  renderApp(`/${lang}/assets/recharge?tab=${tab}`);
  return fetchMock;
}

describe('/assets/recharge: no order for nothing (spec §5 amount rules, §3 deposit order)', () => {
  it('a bank-transfer order for 0 is refused beside the amount and never created', async () => {
    const user = userEvent.setup();
    const fetchMock = openDeposit('fiat');
    await user.type(await screen.findByTestId('fiatDeposit_amount', {}, LONG), '0');
    await user.click(screen.getByTestId('fiatDeposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('fiatDeposit_amount')).toHaveAccessibleDescription(
        'The amount must be greater than 0',
      ),
    );
    expect(calledPaths(fetchMock)).not.toContain(PATHS.createFiat);
    expect(screen.getByTestId('fiatDeposit_amount')).toHaveValue('0');
  });

  it('the currency is chosen from the contract list (getFiatCoinList), not typed; the order carries it', async () => {
    const user = userEvent.setup();
    const fetchMock = openDeposit('fiat');
    const currency = await screen.findByRole('combobox', { name: /^Currency/ }, LONG);
    expect(currency).toHaveValue('CNY');
    expect(screen.queryByTestId('fiatDeposit_symbol')).not.toBeInTheDocument();
    await user.click(currency);
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    await user.type(screen.getByTestId('fiatDeposit_amount'), '20000');
    await user.click(screen.getByTestId('fiatDeposit-submit'));
    // Reviewed before it is sent: the values shown are the body sent.
    const review = await screen.findByTestId('fiat-deposit-review', undefined, LONG);
    expect(within(review).getByTestId('review-amount')).toHaveTextContent('20,000 EUR');
    expect(within(review).getByTestId('review-currency')).toHaveTextContent('EUR');
    expect(calledPaths(fetchMock)).not.toContain(PATHS.createFiat);
    await user.click(within(review).getByRole('button', { name: 'Place deposit order' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain(PATHS.createFiat));
    expect(lastBodySentTo(fetchMock, PATHS.createFiat)).toMatchObject({ symbol: 'eur', amount: '20000' });
    expect(lastBodySentTo(fetchMock, PATHS.company)).toMatchObject({ symbol: 'eur' });
  });

  it('a UPI deposit of 0 is refused beside the amount and never created', async () => {
    const user = userEvent.setup();
    const fetchMock = openDeposit('upi');
    await user.type(await screen.findByTestId('upiDeposit_amount', {}, LONG), '0');
    await user.type(screen.getByTestId('upiDeposit_upiAccount'), 'emilycarter@okhdfcbank');
    await user.click(screen.getByTestId('upiDeposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('upiDeposit_amount')).toHaveAccessibleDescription(
        'The amount must be greater than 0',
      ),
    );
    expect(calledPaths(fetchMock)).not.toContain(PATHS.createUpi);
  });

  it('a UPI ID with a space is refused with a message and kept as typed; Back keeps the form', async () => {
    const user = userEvent.setup();
    const fetchMock = openDeposit('upi');
    await user.type(await screen.findByTestId('upiDeposit_amount', {}, LONG), '2500');
    const upi = screen.getByTestId('upiDeposit_upiAccount');
    await user.type(upi, 'emily carter@okhdfcbank');
    await user.click(screen.getByTestId('upiDeposit-submit'));
    await waitFor(() =>
      expect(upi).toHaveAccessibleDescription(expect.stringContaining('A UPI ID has no spaces.')),
    );
    expect(upi).toHaveValue('emily carter@okhdfcbank');
    expect(calledPaths(fetchMock)).not.toContain(PATHS.createUpi);
  });

  it('a UPI deposit is reviewed before it is sent, and the body is what the review shows', async () => {
    const user = userEvent.setup();
    const fetchMock = openDeposit('upi');
    await user.type(await screen.findByTestId('upiDeposit_amount', {}, LONG), '2500.5');
    await user.type(screen.getByTestId('upiDeposit_upiAccount'), 'emilycarter@okhdfcbank');
    await user.click(screen.getByTestId('upiDeposit-submit'));
    let review = await screen.findByTestId('upi-deposit-review', undefined, LONG);
    expect(within(review).getByTestId('review-amount')).toHaveTextContent('2,500.5 INR');
    expect(within(review).getByTestId('review-upi-account')).toHaveTextContent('emilycarter@okhdfcbank');
    await user.click(within(review).getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('upiDeposit_amount')).toHaveValue('2500.5');
    await user.click(screen.getByTestId('upiDeposit-submit'));
    review = await screen.findByTestId('upi-deposit-review', undefined, LONG);
    expect(calledPaths(fetchMock)).not.toContain(PATHS.createUpi);
    await user.click(within(review).getByRole('button', { name: 'Create UPI deposit' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain(PATHS.createUpi));
    expect(lastBodySentTo(fetchMock, PATHS.createUpi)).toMatchObject({
      symbol: 'inr',
      amount: '2500.5',
      upiAccount: 'emilycarter@okhdfcbank',
    });
  });

  it('in Chinese: the currency select and the refusal of 0', async () => {
    const user = userEvent.setup();
    openDeposit('fiat', 'zh_CN');
    expect(await screen.findByRole('combobox', { name: /^币种/ }, LONG)).toHaveValue('CNY');
    await user.type(screen.getByTestId('fiatDeposit_amount'), '0');
    await user.click(screen.getByTestId('fiatDeposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('fiatDeposit_amount')).toHaveAccessibleDescription('金额必须大于 0'),
    );
  });
});
