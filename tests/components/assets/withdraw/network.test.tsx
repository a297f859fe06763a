import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleAnswer, lastBodySentTo, LONG } from '../../../test-utils/screen-kit';
import { openWithdraw, PATHS, typeCodes } from './withdraw-kit';

const ERC20_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('withdrawal_amount'), '100');
  await typeCodes(user, 'withdrawal');
  await user.click(screen.getByTestId('withdrawal-submit'));
  return screen.findByTestId('withdraw-submitted', {}, LONG);
}

describe('/assets/withdraw: the network of a withdrawal (spec §3 withdrawal address, chains by chainName)', () => {
  it('"Withdraw to this address" on an ERC20 entry withdraws on ERC20: asked, sent, shown when submitted', async () => {
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
    expect(screen.getByRole('combobox', { name: /^Network/ })).toHaveValue('ERC20');
    const done = await fillAndSubmit(user);
    expect(lastBodySentTo(fetchMock, PATHS.submit)).toMatchObject({
      address: ERC20_ADDRESS,
      chainName: 'ERC20',
    });
    expect(within(done).getByTestId('withdraw-submitted-summary')).toHaveTextContent('NetworkERC20');
  });

  it('a new withdrawal asks for the network; the one chosen is sent and shown', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openWithdraw('withdraw', {
      [PATHS.submit]: exampleAnswer('funds', 'withdrawSubmitted'),
    });
    await user.type(await screen.findByTestId('withdrawal_address', {}, LONG), ERC20_ADDRESS);
    const network = screen.getByRole('combobox', { name: /^Network/ });
    expect(network).toHaveValue('Main network of the coin');
    await user.click(network);
    await user.click(await screen.findByRole('option', { name: 'Ethereum' }));
    const done = await fillAndSubmit(user);
    expect(lastBodySentTo(fetchMock, PATHS.submit)).toMatchObject({ chainName: 'ethereum' });
    expect(done).toHaveTextContent('Ethereum');
  });

  it('the coin is asked once: the page picker, not a second Coin field in the form', async () => {
    openWithdraw('withdraw');
    await screen.findByTestId('withdrawal_amount', {}, LONG);
    expect(screen.getAllByRole('textbox', { name: /^Coin/ })).toHaveLength(1);
  });

  it('in Chinese: the network field and the submitted summary', async () => {
    const user = userEvent.setup();
    openWithdraw(
      'withdraw',
      { [PATHS.submit]: exampleAnswer('funds', 'withdrawSubmitted') },
      { lang: 'zh_CN' },
    );
    await user.type(await screen.findByTestId('withdrawal_address', {}, LONG), ERC20_ADDRESS);
    expect(screen.getByRole('combobox', { name: /^网络/ })).toHaveValue('该币种的主网络');
    const done = await fillAndSubmit(user);
    expect(within(done).getByTestId('withdraw-submitted-summary')).toHaveTextContent('网络该币种的主网络');
  });
});
