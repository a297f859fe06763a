import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { at, example, lastBodySentTo, LONG, openRecords, SERVER_BUSY } from './records-kit';

const LIST = '/otc/payment/find';
const OPEN = '/otc/payment/open';

describe('/personal/receivingAccount (spec §5, §6: needs KYC, a nickname and a security method)', () => {
  it.each([
    ['kycPending', 'Identity verification (KYC) approved', '/en_US/personal/kycEnter'],
    ['kycApprovedNoNickname', 'A nickname', '/en_US/personal/userManagement'],
    [
      'kycApprovedNoSecurityMethod',
      'A security method: phone verification or Google authenticator',
      '/en_US/personal/bindGoogle',
    ],
  ])('spec §6: as %s, says what is missing and links to it', async (user, need, href) => {
    openRecords('receivingAccount', { [LIST]: example('assets', 'paymentMethods') }, { user });
    const notice = await screen.findByTestId('missing-requirements', {}, LONG);
    expect(within(notice).getByRole('link', { name: need })).toHaveAttribute('href', href);
    expect(screen.queryByTestId('payment-method-row')).not.toBeInTheDocument();
  });

  it('lists the accounts and turns one off (setPaymentMethodOpen)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('receivingAccount', {
      [LIST]: example('assets', 'paymentMethods'),
      [OPEN]: example('assets', 'paymentMethodClosed'),
    });
    const rows = await screen.findAllByTestId('payment-method-row', {}, LONG);
    expect(rows).toHaveLength(2);
    await user.click(within(at(rows, 0)).getByRole('switch'));
    await waitFor(() => expect(lastBodySentTo(fetchMock, OPEN)).toMatchObject({ id: 57, isOpen: false }));
  });

  it('the add form asks for the codes of every method the user has on', async () => {
    const user = userEvent.setup();
    openRecords('receivingAccount', { [LIST]: example('assets', 'paymentMethodsEmpty') });
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add receiving account' }));
    expect(await screen.findByLabelText(/^SMS code/, {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email code/)).toBeInTheDocument();
  });

  it('spec §8: a failed list offers Retry', async () => {
    openRecords('receivingAccount', { [LIST]: SERVER_BUSY });
    expect(await screen.findByRole('button', { name: 'Retry' }, LONG)).toBeInTheDocument();
  });

  it("delete asks first; the server's PAYMENT_METHOD_NOT_FOUND shows in the dialog", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('receivingAccount', {
      [LIST]: example('assets', 'paymentMethods'),
      '/otc/payment/delete': example('assets', 'paymentMethodNotFound'),
    });
    const rows = await screen.findAllByTestId('payment-method-row', {}, LONG);
    await user.click(within(at(rows, 1)).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, '/otc/payment/delete')).toMatchObject({ id: 58 }));
    expect(await screen.findByText('The receiving account does not exist.', {}, LONG)).toBeInTheDocument();
  });
});
