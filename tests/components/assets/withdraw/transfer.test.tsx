import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  calledPaths,
  exampleAnswer,
  findRefusal,
  lastBodySentTo,
  LONG,
} from '../../../test-utils/screen-kit';
import { openWithdraw, PATHS, typeCodes } from './withdraw-kit';

// The kycApproved user of the contract is UID 10024871 (email and phone masked).
const OWN_UID = '10024871';

async function fillTransfer(account: string, amount = '500') {
  const user = userEvent.setup();
  await screen.findByTestId('internalTransfer_account', {}, LONG);
  // Spec §4: an email recipient is sent by email (the recipient's format is the chosen mode's).
  if (account.includes('@')) await user.click(screen.getByRole('radio', { name: 'Email' }));
  await user.type(screen.getByTestId('internalTransfer_account'), account);
  await user.type(screen.getByTestId('internalTransfer_amount'), amount);
  await typeCodes(user, 'internalTransfer');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('/assets/withdraw internal transfer (spec §4, §5, §8)', () => {
  it('refuses the sender’s own UID before any call', async () => {
    const { fetchMock } = openWithdraw('transfer');
    await fillTransfer(OWN_UID);
    await waitFor(() =>
      expect(screen.getByTestId('internalTransfer_account')).toHaveAccessibleDescription(
        'You cannot transfer to yourself',
      ),
    );
    expect(calledPaths(fetchMock)).not.toContain(PATHS.recipient);
  });

  it('refuses a recipient the server names with the sender’s UID (own masked email or phone)', async () => {
    const own = exampleAnswer('funds', 'recipient') as { body: { data: Record<string, unknown> } };
    own.body.data.uid = Number(OWN_UID);
    openWithdraw('transfer', { [PATHS.recipient]: own });
    await fillTransfer('emily@example.com');
    expect(await screen.findByText('You cannot transfer to yourself.', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('transfer-confirm')).not.toBeInTheDocument();
  });

  it.each([
    ['transferToSelf', 'You cannot transfer to yourself.'],
    [
      'transferAccountUnsupported',
      'This account cannot receive internal transfers. Enter a UID, phone number or email.',
    ],
    ['transferRecipientNotFound', 'No user has this account.'],
    ['transferRecipientDepositDisabled', 'The recipient cannot receive deposits at the moment.'],
    ['transferRecipientNotVerified', 'The recipient has not completed identity verification.'],
  ])('the recipient check %s is said before confirming', async (name, text) => {
    const { fetchMock } = openWithdraw('transfer', { [PATHS.recipient]: exampleAnswer('funds', name) });
    await fillTransfer('daniel.wong@example.com');
    expect(await screen.findByText(text, {}, LONG)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(PATHS.transfer);
  });

  it('checks the recipient, shows them, and sends on confirm', async () => {
    const { fetchMock } = openWithdraw('transfer', {
      [PATHS.recipient]: exampleAnswer('funds', 'recipient'),
      [PATHS.transfer]: exampleAnswer('funds', 'internalTransferDone'),
    });
    const user = await fillTransfer('10031502');
    const confirm = await screen.findByTestId('transfer-confirm', {}, LONG);
    expect(confirm).toHaveTextContent('D***** W***');
    expect(confirm).toHaveTextContent('500.000000 USDT');
    expect(lastBodySentTo(fetchMock, PATHS.recipient)).toMatchObject({ mode: 'uid', account: '10031502' });
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByTestId('transfer-done', {}, LONG)).toHaveTextContent('Transfer completed');
    expect(lastBodySentTo(fetchMock, PATHS.transfer)).toMatchObject({
      mode: 'uid',
      symbol: 'USDT',
      account: '10031502',
      amount: '500',
      googleCode: '507261',
    });
  });

  it('a refusal on confirm (WITHDRAW_AMOUNT_ABOVE_AVAILABLE) stays on the confirm step', async () => {
    openWithdraw('transfer', {
      [PATHS.recipient]: exampleAnswer('funds', 'recipient'),
      [PATHS.transfer]: exampleAnswer('funds', 'withdrawAmountAboveAvailable'),
    });
    const user = await fillTransfer('10031502');
    await user.click(await screen.findByRole('button', { name: 'Confirm transfer' }, LONG));
    expect(await findRefusal()).toHaveTextContent('more than your available balance');
  });
});
