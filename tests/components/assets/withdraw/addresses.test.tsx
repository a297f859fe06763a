import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleAnswer, lastBodySentTo, LONG, SERVER_BUSY } from '../../../test-utils/screen-kit';
import { chooseNetwork, openWithdraw, PATHS, typeCodes } from './withdraw-kit';

const rowsOf = async () => screen.findAllByTestId('address-row', {}, LONG);

describe('/assets/withdraw address book (spec §3 withdrawal address)', () => {
  it('lists coin and chain, remark, the shortened address, the tag and the trusted flag', async () => {
    openWithdraw('addresses', { [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddressesWithMemo') });
    const [memo, ledger, old] = await rowsOf();
    expect(memo).toHaveTextContent('XRP · XRP');
    expect(memo).toHaveTextContent('Tag (memo): 104729');
    expect(memo).toHaveTextContent('rEb8TK…uaLh');
    expect(within(memo as HTMLElement).getByText('Trusted')).toBeInTheDocument();
    expect(within(ledger as HTMLElement).getByText('Ledger cold wallet')).toBeInTheDocument();
    expect(within(old as HTMLElement).getByText('Not trusted')).toBeInTheDocument();
    expect(within(old as HTMLElement).getByText('Disabled')).toBeInTheDocument();
    expect(within(old as HTMLElement).queryByRole('button', { name: 'Withdraw to this address' })).toBeNull();
  });

  it('the add form is in the address like every record screen (?form=add): opened from it, Cancel lists again', async () => {
    const user = userEvent.setup();
    openWithdraw(
      'addresses',
      { [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddressesWithMemo') },
      { query: '&form=add' },
    );
    expect(await screen.findByTestId('withdrawAddress_address', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('address-row')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await rowsOf()).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByTestId('withdrawAddress_address', {}, LONG)).toBeInTheDocument();
  });

  it('adds an address with tag, remark, trusted flag and the security codes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openWithdraw('addresses', {
      [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddressesEmpty'),
      [PATHS.addAddress]: exampleAnswer('assets', 'addressSaved'),
    });
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(await screen.findByTestId('withdrawAddress_symbol', {}, LONG), 'XRP');
    await chooseNetwork(user, 'withdrawAddress', 'XRP');
    await user.type(screen.getByTestId('withdrawAddress_address'), 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh');
    await user.type(screen.getByTestId('withdrawAddress_tag'), '104729');
    await user.type(screen.getByTestId('withdrawAddress_label'), 'Exchange hot wallet');
    await user.click(screen.getByRole('checkbox', { name: 'Save as a trusted address' }));
    await typeCodes(user, 'withdrawAddress');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByTestId('address-done', {}, LONG)).toHaveTextContent('The address was saved.');
    expect(lastBodySentTo(fetchMock, PATHS.addAddress)).toMatchObject({
      symbol: 'XRP',
      chainName: 'XRP',
      tag: '104729',
      label: 'Exchange hot wallet',
      trustType: 1,
      smsValidCode: '135790',
      emailValidCode: '246801',
      googleCode: '507261',
    });
  });

  it('the codes are required to add', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openWithdraw('addresses', {
      [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddresses'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add address' }, LONG));
    await user.type(await screen.findByTestId('withdrawAddress_symbol', {}, LONG), 'USDT');
    await user.type(screen.getByTestId('withdrawAddress_address'), 'TQn9Y2khEs');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^SMS code/)).toHaveAccessibleDescription('This field is required'),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(PATHS.addAddress))).toBe(false);
  });

  it('ADDRESS_ALREADY_SAVED is said in the form, translated', async () => {
    const user = userEvent.setup();
    openWithdraw('addresses', {
      [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddresses'),
      [PATHS.addAddress]: exampleAnswer('assets', 'addressAlreadySaved'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add address' }, LONG));
    await user.type(await screen.findByTestId('withdrawAddress_symbol', {}, LONG), 'USDT');
    await chooseNetwork(user, 'withdrawAddress', 'TRC20');
    await user.type(screen.getByTestId('withdrawAddress_address'), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await user.type(screen.getByTestId('withdrawAddress_label'), 'Ledger cold wallet');
    await typeCodes(user, 'withdrawAddress');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('This address is already in your address book.', {}, LONG),
    ).toBeInTheDocument();
  });

  it('deletes after asking; ADDRESS_NOT_FOUND stays in the dialog', async () => {
    const user = userEvent.setup();
    const { fetchMock, answers } = openWithdraw('addresses', {
      [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddresses'),
      [PATHS.deleteAddress]: exampleAnswer('assets', 'addressNotFound'),
    });
    const [first] = await rowsOf();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This address no longer exists.', {}, LONG)).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, PATHS.deleteAddress)).toMatchObject({ ids: [3107] });
    answers[PATHS.deleteAddress] = exampleAnswer('funds', 'success');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('address-done', {}, LONG)).toHaveTextContent('The address was deleted.');
  });

  it('"Withdraw to this address" fills the withdraw form', async () => {
    const user = userEvent.setup();
    openWithdraw('addresses', { [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddresses') });
    const [first] = await rowsOf();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Withdraw to this address' }));
    expect(await screen.findByTestId('withdrawal_address', {}, LONG)).toHaveValue(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
  });

  it('trusting asks for the codes; distrusting asks first (updateWithdrawAddressTrust)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openWithdraw('addresses', {
      [PATHS.addresses]: exampleAnswer('assets', 'withdrawAddresses'),
      [PATHS.trust]: exampleAnswer('assets', 'addressSaved'),
    });
    const [trusted, untrusted] = await rowsOf();
    await user.click(within(untrusted as HTMLElement).getByRole('button', { name: 'Trust' }));
    await screen.findByTestId('withdrawAddressTrust-submit', {}, LONG);
    await typeCodes(user, 'withdrawAddressTrust');
    await user.click(screen.getByTestId('withdrawAddressTrust-submit'));
    expect(await screen.findByTestId('address-done', {}, LONG)).toHaveTextContent(
      'The trusted flag was changed.',
    );
    expect(lastBodySentTo(fetchMock, PATHS.trust)).toMatchObject({
      id: 3152,
      trustType: 1,
      googleCode: '507261',
    });
    await user.click(within(trusted as HTMLElement).getByRole('button', { name: 'Stop trusting' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, PATHS.trust)).toMatchObject({ id: 3107, trustType: 0 }),
    );
  });

  it('a failed list offers Retry', async () => {
    openWithdraw('addresses', { [PATHS.addresses]: SERVER_BUSY });
    expect(await screen.findByRole('button', { name: 'Retry' }, LONG)).toBeInTheDocument();
  });
});
