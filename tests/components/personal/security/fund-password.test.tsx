import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, LOCKED_48, lastBodySentTo, LONG, openScreenAs, pasteCode, SUCCESS } from './security-kit';
import { installTestRsaKey } from '../../../test-utils/test-rsa-key';
import { pathOf } from '../../../test-utils/screen-kit';

const rsa = installTestRsaKey();

const SET = pathOf('setCapitalPassword');
const RESET = pathOf('resetCapitalPassword');

async function fill(user: ReturnType<typeof userEvent.setup>, formId: string) {
  await user.type(await screen.findByLabelText(/^Fund password/, undefined, LONG), 'Fund1234');
  await user.type(screen.getByLabelText(/^Confirm fund password/), 'Fund1234');
  await user.type(screen.getByLabelText(/^SMS verification code/), '135790');
  await user.type(screen.getByLabelText(/^Email verification code/), '111222');
  await pasteCode(user, `${formId}_googleCode`, '246810');
}

describe('/personal/fundPassword: needs KYC, a nickname and a security method (spec §6)', () => {
  it.each([
    ['kycPending', /Identity verification \(KYC\)/],
    ['kycApprovedNoNickname', /^A nickname$/],
    ['kycApprovedNoSecurityMethod', /A security method/],
  ])('%s: says what is missing instead of the form', async (example, missing) => {
    openScreenAs(example, 'personal/fundPassword');
    expect(await screen.findByRole('link', { name: missing }, LONG)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Fund password/)).not.toBeInTheDocument();
  });

  it('sets a first fund password (no withdrawal lock: spec §9 names changes only)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/fundPassword', { [SET]: SUCCESS });
    await fill(user, 'set-fund-password');
    expect(screen.queryByText('Withdrawals will be paused')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByText('Your fund password has been set.', {}, LONG)).toBeInTheDocument();
    const body = lastBodySentTo(fetchMock, SET);
    // Spec §7: the fund password RSA-encrypted, never in clear.
    expect(JSON.stringify(body)).not.toContain('Fund1234');
    expect(rsa.decrypt(body.capitalPword)).toBe('Fund1234');
    expect(rsa.decrypt(body.confirmCapitalPword)).toBe('Fund1234');
  });

  it('resets a set fund password after the 48-hour lock warning', async () => {
    const user = userEvent.setup();
    openScreenAs('kycApprovedFundPasswordSet', 'personal/fundPassword', { [RESET]: LOCKED_48 });
    expect(await screen.findByText('Withdrawals will be paused', {}, LONG)).toBeInTheDocument();
    await fill(user, 'reset-fund-password');
    await user.click(screen.getByRole('button', { name: 'Reset fund password' }));
    expect(await screen.findByText('Your fund password has been reset.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('Withdrawals are locked for 48 hours from now.')).toBeInTheDocument();
  });

  it("the server's NICKNAME_REQUIRED shows its message and keeps the typed codes", async () => {
    const user = userEvent.setup();
    openScreenAs('kycApproved', 'personal/fundPassword', { [SET]: answer('security', 'nicknameRequired') });
    await fill(user, 'set-fund-password');
    await user.click(screen.getByRole('button', { name: 'Set fund password' }));
    expect(await screen.findByTestId('set-fund-password-server-error', {}, LONG)).toHaveTextContent(
      'Please set a nickname first.',
    );
    expect(screen.getByLabelText(/^SMS verification code/)).toHaveValue('135790');
  });
});
