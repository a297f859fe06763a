import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, exampleAnswer, lastBodySentTo, LONG } from '../../../test-utils/screen-kit';
import { chooseNetwork, openWithdraw, PATHS, sendReviewed, typeCodes } from './withdraw-kit';

const ERC20_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('withdrawal_amount'), '100');
  await typeCodes(user, 'withdrawal');
  await user.click(screen.getByTestId('withdrawal-submit'));
  await sendReviewed(user);
  return screen.findByTestId('withdraw-submitted', {}, LONG);
}

describe('/assets/withdraw: the network of a withdrawal (spec §3 market chains by chainName)', () => {
  it('"Withdraw to this address" on an ERC20 entry withdraws on ERC20: one name, asked, sent, shown', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openWithdraw('addresses', {
      [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddresses'),
      [PATHS.submit]: exampleAnswer('funds', 'withdrawSubmitted'),
    });
    const rows = await screen.findAllByTestId('address-row', {}, LONG);
    const erc20 = rows.find((row) => row.textContent?.includes('USDT · ERC20'));
    if (!erc20) throw new Error('no ERC20 entry');
    await user.click(within(erc20).getByRole('button', { name: 'Withdraw to this address' }));
    expect(await screen.findByTestId('withdrawal_address', {}, LONG)).toHaveValue(ERC20_ADDRESS);
    const network = screen.getByTestId('withdrawal_chainName');
    expect(network).toHaveValue('ERC20');
    await user.click(network);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['TRC20', 'ERC20']);
    await user.keyboard('{Escape}');
    const done = await fillAndSend(user);
    expect(lastBodySentTo(fetchMock, PATHS.validateAddress)).toMatchObject({ chainName: 'ERC20' });
    expect(lastBodySentTo(fetchMock, PATHS.submit)).toMatchObject({
      address: ERC20_ADDRESS,
      chainName: 'ERC20',
    });
    expect(within(done).getByTestId('withdraw-submitted-summary')).toHaveTextContent('NetworkERC20');
  });

  it('an address of another network is refused beside the field before any call', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openWithdraw('withdraw');
    await screen.findByTestId('withdrawal_address', {}, LONG);
    await chooseNetwork(user, 'withdrawal', 'ERC20');
    await user.type(screen.getByTestId('withdrawal_address'), TRON_ADDRESS);
    await user.type(screen.getByTestId('withdrawal_amount'), '100');
    await typeCodes(user, 'withdrawal');
    await user.click(screen.getByTestId('withdrawal-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal_address')).toHaveAccessibleDescription(
        'This is not an address of the chosen network',
      ),
    );
    expect(calledPaths(fetchMock)).not.toContain(PATHS.validateAddress);
    expect(calledPaths(fetchMock)).not.toContain(PATHS.submit);
  });

  it('the coin is asked once: the page picker, not a second Coin field in the form', async () => {
    openWithdraw('withdraw');
    await screen.findByTestId('withdrawal_amount', {}, LONG);
    expect(screen.getAllByRole('textbox', { name: /^Coin/ })).toHaveLength(1);
  });

  it('in Chinese: the network field and the review', async () => {
    const user = userEvent.setup();
    openWithdraw(
      'withdraw',
      { [PATHS.submit]: exampleAnswer('funds', 'withdrawSubmitted') },
      { lang: 'zh_CN' },
    );
    await screen.findByTestId('withdrawal_address', {}, LONG);
    expect(screen.getByRole('combobox', { name: /^网络/ })).toBeInTheDocument();
    await chooseNetwork(user, 'withdrawal', 'TRC20');
    await user.type(screen.getByTestId('withdrawal_address'), TRON_ADDRESS);
    await user.type(screen.getByTestId('withdrawal_amount'), '100');
    await typeCodes(user, 'withdrawal');
    await user.click(screen.getByTestId('withdrawal-submit'));
    const review = await screen.findByTestId('withdraw-review', {}, LONG);
    expect(within(review).getByTestId('review-network')).toHaveTextContent('TRC20');
    expect(within(review).getByTestId('review-net')).toHaveTextContent('99.000000 USDT');
    expect(review).toHaveTextContent('到账数量');
  });
});
