import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerOperations,
  callsTo,
  exampleAnswer,
  lastBodySentTo,
  LONG,
  openScreenAs,
} from '../../../test-utils/screen-kit';

const OPS = {
  fiatList: 'getFiatCoinList',
  company: 'getCompanyBankInfo',
  fiatOrders: 'listFiatDeposits',
  createFiat: 'createFiatDeposit',
  upiOrders: 'listUpiDeposits',
  createUpi: 'createUpiDeposit',
} as const;

/** The deposit screen's calls: no order yet, each new order accepted. */
const DEPOSIT = answerOperations({
  [OPS.fiatList]: exampleAnswer('common', 'fiatCoins'),
  [OPS.company]: exampleAnswer('funds', 'companyBank'),
  [OPS.fiatOrders]: exampleAnswer('funds', 'fiatDepositsEmpty'),
  [OPS.createFiat]: exampleAnswer('funds', 'fiatDepositCreated'),
  [OPS.upiOrders]: exampleAnswer('funds', 'upiDepositsEmpty'),
  [OPS.createUpi]: exampleAnswer('funds', 'upiDepositCreated'),
});

describe('/assets/recharge: no order for nothing (spec §5 amount rules, §3 deposit order)', () => {
  it('a bank-transfer order for 0 is refused beside the amount and never created', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'assets/recharge?tab=fiat', DEPOSIT);
    await user.type(await screen.findByTestId('fiatDeposit_amount', {}, LONG), '0');
    await user.click(screen.getByTestId('fiatDeposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('fiatDeposit_amount')).toHaveAccessibleDescription(
        'The amount must be greater than 0',
      ),
    );
    expect(callsTo(fetchMock, OPS.createFiat)).toEqual([]);
    expect(screen.getByTestId('fiatDeposit_amount')).toHaveValue('0');
  });

  it('the currency is chosen from the contract list (getFiatCoinList), not typed; the order carries it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'assets/recharge?tab=fiat', DEPOSIT);
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
    expect(callsTo(fetchMock, OPS.createFiat)).toEqual([]);
    await user.click(within(review).getByRole('button', { name: 'Place deposit order' }));
    await waitFor(() => expect(callsTo(fetchMock, OPS.createFiat)).not.toEqual([]));
    expect(lastBodySentTo(fetchMock, OPS.createFiat)).toMatchObject({ symbol: 'eur', amount: '20000' });
    expect(lastBodySentTo(fetchMock, OPS.company)).toMatchObject({ symbol: 'eur' });
  });

  it('a UPI deposit of 0 is refused beside the amount and never created', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'assets/recharge?tab=upi', DEPOSIT);
    await user.type(await screen.findByTestId('upiDeposit_amount', {}, LONG), '0');
    await user.type(screen.getByTestId('upiDeposit_upiAccount'), 'emilycarter@okhdfcbank');
    await user.click(screen.getByTestId('upiDeposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('upiDeposit_amount')).toHaveAccessibleDescription(
        'The amount must be greater than 0',
      ),
    );
    expect(callsTo(fetchMock, OPS.createUpi)).toEqual([]);
  });

  it('a UPI ID with a space is refused with a message and kept as typed; Back keeps the form', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'assets/recharge?tab=upi', DEPOSIT);
    await user.type(await screen.findByTestId('upiDeposit_amount', {}, LONG), '2500');
    const upi = screen.getByTestId('upiDeposit_upiAccount');
    await user.type(upi, 'emily carter@okhdfcbank');
    await user.click(screen.getByTestId('upiDeposit-submit'));
    await waitFor(() =>
      expect(upi).toHaveAccessibleDescription(expect.stringContaining('A UPI ID has no spaces.')),
    );
    expect(upi).toHaveValue('emily carter@okhdfcbank');
    expect(callsTo(fetchMock, OPS.createUpi)).toEqual([]);
  });

  it('a UPI deposit is reviewed before it is sent, and the body is what the review shows', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'assets/recharge?tab=upi', DEPOSIT);
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
    expect(callsTo(fetchMock, OPS.createUpi)).toEqual([]);
    await user.click(within(review).getByRole('button', { name: 'Create UPI deposit' }));
    await waitFor(() => expect(callsTo(fetchMock, OPS.createUpi)).not.toEqual([]));
    expect(lastBodySentTo(fetchMock, OPS.createUpi)).toMatchObject({
      symbol: 'inr',
      amount: '2500.5',
      upiAccount: 'emilycarter@okhdfcbank',
    });
  });

  it('in Chinese: the currency select and the refusal of 0', async () => {
    const user = userEvent.setup();
    openScreenAs('kycApproved', 'assets/recharge?tab=fiat', DEPOSIT, { lang: 'zh_CN' });
    expect(await screen.findByRole('combobox', { name: /^币种/ }, LONG)).toHaveValue('CNY');
    await user.type(screen.getByTestId('fiatDeposit_amount'), '0');
    await user.click(screen.getByTestId('fiatDeposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('fiatDeposit_amount')).toHaveAccessibleDescription('金额必须大于 0'),
    );
  });
});
