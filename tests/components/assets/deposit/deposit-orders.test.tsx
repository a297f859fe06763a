import { screen, waitFor } from '@testing-library/react';
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
