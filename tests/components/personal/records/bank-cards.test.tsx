import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { at, calledPaths, example, lastBodySentTo, LONG, openRecords, SERVER_BUSY } from './records-kit';
import { pathOf } from '../../../test-utils/screen-kit';

const LIST = pathOf('listBankCards');
const ADD = pathOf('addBankCard');
const BANKS = pathOf('getAllBanks');
const FIATS = pathOf('getFiatCoinList');

/** A field of the bank-card form by its id (`bankCard_<field>`): several labels start with "Bank". */
const field = (name: string) => {
  const input = document.getElementById(`bankCard_${name}`);
  if (!input) throw new Error(`no field ${name}`);
  return input;
};

describe('/personal/bindBankCard (spec §3 bank account, §5, §9: up to 4 cards, one per fiat)', () => {
  it('spec §5: with 4 cards the add action is disabled and says why', async () => {
    openRecords('bindBankCard', { [LIST]: example('assets', 'bankCardsFull') });
    expect(await screen.findByTestId('bank-card-limit', {}, LONG)).toHaveTextContent(
      'You have bound 4 bank cards, the most allowed.',
    );
    expect(screen.getByRole('button', { name: 'Add bank card' })).toBeDisabled();
    expect(screen.getAllByTestId('bank-card-row')).toHaveLength(4);
  });

  it('every field of spec §3 is shown for a bound card', async () => {
    openRecords('bindBankCard', { [LIST]: example('assets', 'bankCards') });
    const first = at(await screen.findAllByTestId('bank-card-row', {}, LONG), 0);
    for (const label of [
      'Bank',
      'Bank code',
      'Bank country',
      'Branch',
      'Bank address',
      'Account name',
      'Account number',
      'IFSC',
      'Remark',
    ])
      expect(within(first).getByText(`${label}:`, { exact: false })).toBeInTheDocument();
    expect(first).toHaveTextContent('SGD');
    expect(first).toHaveTextContent('DBS Bank Ltd');
  });

  it('spec §5: a fiat that already has a card is refused and what was typed is kept', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('bindBankCard', {
      [LIST]: example('assets', 'bankCards'),
      [BANKS]: example('assets', 'banksEmpty'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add bank card' }, LONG));
    const fiat = await screen.findByLabelText(/^Fiat currency/, {}, LONG);
    await user.type(fiat, 'sgd');
    await user.type(field('bankName'), 'DBS Bank Ltd');
    await user.click(screen.getByRole('button', { name: 'Add bank card' }));
    expect(
      await screen.findByText(/A card is already bound to this fiat currency/, {}, LONG),
    ).toBeInTheDocument();
    expect(fiat).toHaveValue('sgd');
    expect(calledPaths(fetchMock)).not.toContain(ADD);
  });

  it("picking a bank (getAllBanks) fills it in; the server's FIAT_ALREADY_BOUND shows its message", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('bindBankCard', {
      [LIST]: example('assets', 'bankCardsEmpty'),
      [BANKS]: example('assets', 'banks'),
      [ADD]: example('assets', 'fiatAlreadyBound'),
      [FIATS]: example('common', 'fiatCoins'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add bank card' }, LONG));
    await user.click(at(await screen.findAllByLabelText(/^Choose your bank/, {}, LONG), 0));
    await user.click(await screen.findByRole('option', { name: 'HDFC Bank (IN)' }, LONG));
    await waitFor(() => expect(field('bankName')).toHaveValue('HDFC Bank'));
    // Typed upper case as the list shows it; sent as the contract's lower-case code (spec §3).
    await user.type(field('symbol'), 'SGD');
    await user.type(field('accountName'), 'Emily Carter');
    await user.type(field('accountNumber'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Add bank card' }));
    await waitFor(
      () =>
        expect(lastBodySentTo(fetchMock, ADD)).toMatchObject({
          symbol: 'sgd',
          bankCode: 'HDFC',
          bankCountry: 'IN',
        }),
      LONG,
    );
    expect(
      await screen.findByText('A bank card is already bound to this currency.', {}, LONG),
    ).toBeInTheDocument();
    expect(field('accountNumber')).toHaveValue('12345678');
  });

  it('spec §6: without approved KYC the screen says what is missing and links to it', async () => {
    openRecords('bindBankCard', {}, { user: 'kycPending' });
    const notice = await screen.findByTestId('missing-requirements', {}, LONG);
    expect(
      within(notice).getByRole('link', { name: 'Identity verification (KYC) approved' }),
    ).toHaveAttribute('href', '/en_US/personal/kycEnter');
  });

  it('spec §8: no cards shows "No data"; a failed list offers Retry', async () => {
    const user = userEvent.setup();
    const { answers } = openRecords('bindBankCard', { [LIST]: SERVER_BUSY });
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    answers[LIST] = example('assets', 'bankCardsEmpty');
    await user.click(retry);
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add bank card' })).toBeEnabled();
  });
});
