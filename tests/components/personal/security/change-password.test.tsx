import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answer,
  errorAnswer,
  LOCKED_48,
  lastBodySentTo,
  LONG,
  openScreenAs,
  pasteCode,
} from './security-kit';
import { installTestRsaKey } from '../../../test-utils/test-rsa-key';
import { pathOf } from '../../../test-utils/screen-kit';

const rsa = installTestRsaKey();

const CHANGE = pathOf('updateLoginPassword');

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirm = 'NewSecret2') {
  await user.type(await screen.findByLabelText(/^Current password/, undefined, LONG), 'OldSecret1');
  await user.type(screen.getByLabelText(/^New password/), 'NewSecret2');
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.type(screen.getByLabelText(/^SMS verification code/), '135790');
  await user.type(screen.getByLabelText(/^Email verification code/), '111222');
  await pasteCode(user, 'change-login-password_googleCode', '246810');
}

describe('/personal/changePassword (spec §2, §5, §9)', () => {
  it('warns of the 48-hour withdrawal lock before the change, then reports the hours applied', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/changePassword', { [CHANGE]: LOCKED_48 });
    expect(await screen.findByText('Withdrawals will be paused', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(/For 48 hours after this change/)).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your login password has been changed.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('Withdrawals are locked for 48 hours from now.')).toBeInTheDocument();
    const body = lastBodySentTo(fetchMock, CHANGE);
    expect(body).toMatchObject({ googleCode: '246810' });
    // Spec §7: every password RSA-encrypted, never in clear.
    expect(JSON.stringify(body)).not.toMatch(/OldSecret1|NewSecret2/);
    expect(rsa.decrypt(body.loginPword)).toBe('OldSecret1');
    expect(rsa.decrypt(body.newLoginPword)).toBe('NewSecret2');
    expect(rsa.decrypt(body.confirmLoginPword)).toBe('NewSecret2');
  });

  it('spec §5: two new entries that differ are refused before any call', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/changePassword', { [CHANGE]: LOCKED_48 });
    await fillForm(user, 'NewSecret3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/do not match/i, {}, LONG)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(CHANGE))).toBe(false);
  });

  it.each([
    [
      'LOGIN_PASSWORD_INCORRECT',
      answer('security', 'loginPasswordIncorrect'),
      'The login password is incorrect.',
    ],
    [
      'GOOGLE_VERIFY_FAILED',
      errorAnswer('GOOGLE_VERIFY_FAILED', 400),
      'Google verification code is incorrect.',
    ],
  ])('spec §8 %s: shows why and keeps what was typed', async (_code, refusal, message) => {
    const user = userEvent.setup();
    openScreenAs('kycApproved', 'personal/changePassword', { [CHANGE]: refusal });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('change-login-password-server-error', {}, LONG)).toHaveTextContent(
      message,
    );
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('OldSecret1');
    expect(screen.getByLabelText(/^SMS verification code/)).toHaveValue('135790');
    expect(screen.queryByText('Your login password has been changed.')).not.toBeInTheDocument();
  });
});
