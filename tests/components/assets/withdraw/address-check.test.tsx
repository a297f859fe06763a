import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  calledPaths,
  exampleAnswer,
  type FetchMock,
  lastBodySentTo,
  LONG,
} from '../../../test-utils/screen-kit';
import { chooseNetwork, openWithdraw, PATHS, sendReviewed, typeCodes } from './withdraw-kit';

const INVALID = exampleAnswer('assets', 'addressInvalid');
// Of TRON's form (T + 33 base58), so only the server can refuse it.
const REFUSED = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSX';

/** The server's refusal of REFUSED for USDT on TRC20 stands beside the form's address field, and `call` was not made. */
async function expectAddressRefused(fetchMock: FetchMock, formId: string, call: string) {
  await waitFor(() =>
    expect(screen.getByTestId(`${formId}_address`)).toHaveAccessibleDescription(
      'This address is not valid for the coin.',
    ),
  );
  expect(lastBodySentTo(fetchMock, PATHS.validateAddress)).toMatchObject({
    symbol: 'USDT',
    chainName: 'TRC20',
    address: REFUSED,
  });
  expect(calledPaths(fetchMock)).not.toContain(call);
}

describe('/assets/withdraw: the address is checked before money moves (validateWithdrawAddress, spec §5, §8)', () => {
  it('a withdrawal to an address the server refuses is not submitted; the refusal is beside the address, nothing typed lost', async () => {
    const user = userEvent.setup();
    const { fetchMock, answers } = openWithdraw('withdraw', { [PATHS.validateAddress]: INVALID });
    const address = await screen.findByTestId('withdrawal_address', {}, LONG);
    await chooseNetwork(user, 'withdrawal', 'TRC20');
    await user.type(address, REFUSED);
    await user.type(screen.getByTestId('withdrawal_amount'), '100');
    await typeCodes(user, 'withdrawal');
    await user.click(screen.getByTestId('withdrawal-submit'));
    await expectAddressRefused(fetchMock, 'withdrawal', PATHS.submit);
    expect(screen.getByTestId('withdrawal_address')).toHaveValue(REFUSED);
    expect(screen.getByTestId('withdrawal_amount')).toHaveValue('100');
    expect(screen.getByTestId('withdrawal_smsValidCode')).toHaveValue('135790');

    // A corrected address passes the check and is submitted.
    answers[PATHS.validateAddress] = exampleAnswer('assets', 'addressValid');
    answers[PATHS.submit] = exampleAnswer('funds', 'withdrawSubmitted');
    await user.clear(screen.getByTestId('withdrawal_address'));
    await user.type(screen.getByTestId('withdrawal_address'), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await user.click(screen.getByTestId('withdrawal-submit'));
    await sendReviewed(user);
    expect(await screen.findByTestId('withdraw-submitted', {}, LONG)).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, PATHS.submit)).toMatchObject({
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
  });

  it('in Chinese: the refusal beside the address', async () => {
    const user = userEvent.setup();
    openWithdraw('withdraw', { [PATHS.validateAddress]: INVALID }, { lang: 'zh_CN' });
    await screen.findByTestId('withdrawal_address', {}, LONG);
    await chooseNetwork(user, 'withdrawal', 'TRC20');
    await user.type(screen.getByTestId('withdrawal_address'), REFUSED);
    await user.type(screen.getByTestId('withdrawal_amount'), '100');
    await typeCodes(user, 'withdrawal');
    await user.click(screen.getByTestId('withdrawal-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal_address')).toHaveAccessibleDescription('该地址对此币种无效。'),
    );
  });

  it('the address book does not save an address the server refuses', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openWithdraw('addresses', {
      [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddresses'),
      [PATHS.validateAddress]: INVALID,
      [PATHS.addAddress]: exampleAnswer('assets', 'addressSaved'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add address' }, LONG));
    await user.type(await screen.findByTestId('withdrawAddress_symbol', {}, LONG), 'USDT');
    await chooseNetwork(user, 'withdrawAddress', 'TRC20');
    await user.type(screen.getByTestId('withdrawAddress_address'), REFUSED);
    await user.type(screen.getByTestId('withdrawAddress_label'), 'Typo wallet');
    await typeCodes(user, 'withdrawAddress');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await expectAddressRefused(fetchMock, 'withdrawAddress', PATHS.addAddress);
    expect(screen.getByTestId('withdrawAddress_label')).toHaveValue('Typo wallet');
    expect(within(screen.getByTestId('withdrawAddress_googleCode')).getAllByRole('textbox')[0]).toHaveValue(
      '5',
    );
  });
});
