import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractExample } from '../../test-utils/contract-examples';
import { callsTo } from '../../test-utils/screen-kit';
import { lastBodySentTo, pasteCode } from '../personal/security/security-kit';
import { LONG, openResetPassword, passSliderCheck } from './auth-kit';
import { installTestRsaKey } from '../../test-utils/test-rsa-key';

const rsa = installTestRsaKey();

const ACCOUNT = 'submitResetPasswordAccount';
const CODE = 'checkResetPasswordCode';
const IDENTITY = 'checkResetPasswordIdentity';
const PASSWORD = 'submitResetPassword';
const EMAIL = 'sendEmailCode';
const tokenOf = (file: string, name: string) =>
  (contractExample(file, name) as { data: { token: string } }).data.token;

async function accountAndCode(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }, LONG), 'investor@example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await passSliderCheck(user);
  await user.type(await screen.findByLabelText(/^Verification code/, undefined, LONG), '123456');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function newPassword(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^New password/, undefined, LONG), 'Secret456');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Secret456');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §2 /resetPass: account → code → identity → new password', () => {
  it("spec §4: the code step counts down 90 s from step 1's send, then resends to the account with the step token", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = openResetPassword({ [EMAIL]: 'emailCodeSent' });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }, LONG), 'investor@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await passSliderCheck(user);
    const send = await screen.findByTestId('reset-password-code_numberCode-send', undefined, LONG);
    expect(send).toHaveTextContent(/Resend in (90|89) s/);
    expect(send).toBeDisabled();
    act(() => vi.advanceTimersByTime(89_000));
    expect(send).toHaveTextContent(/Resend in [12] s/);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(send).toHaveTextContent('Send code'));
    expect(callsTo(fetchMock, EMAIL)).toEqual([]);

    await user.click(send);
    await passSliderCheck(user);
    await waitFor(() => expect(send).toHaveTextContent('Resend in 90 s'));
    expect(lastBodySentTo(fetchMock, EMAIL)).toMatchObject({
      token: tokenOf('auth', 'resetAccountAccepted'),
      email: 'investor@example.com',
      operationType: 'RESET_PASSWORD',
    });
  });

  it('spec §9: with ID number and Google checks, the 48-hour notice before confirming, then a link to login', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openResetPassword();
    await accountAndCode(user);
    expect(lastBodySentTo(fetchMock, ACCOUNT)).toMatchObject({
      registerCode: 'investor@example.com',
      verificationType: '1',
    });
    expect(lastBodySentTo(fetchMock, CODE)).toMatchObject({
      token: tokenOf('auth', 'resetAccountAccepted'),
      numberCode: '123456',
    });
    await user.type(await screen.findByLabelText(/^ID document number/, undefined, LONG), 'E1234567');
    await pasteCode(user, 'reset-password-identity_googleCode', '654321');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, IDENTITY)).toMatchObject({
        certifcateNumber: 'E1234567',
        googleCode: '654321',
      }),
    );
    expect(await screen.findByText('Withdrawals will be paused', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(/For 48 hours after this change/)).toBeInTheDocument();
    await newPassword(user);
    const done = await screen.findByTestId('reset-done', undefined, LONG);
    expect(done).toHaveTextContent('Withdrawals are locked for 48 hours.');
    const body = lastBodySentTo(fetchMock, PASSWORD);
    expect(body).toMatchObject({ token: tokenOf('auth', 'resetIdentityAccepted') });
    // Spec §7: both entries RSA-encrypted, never in clear.
    expect(JSON.stringify(body)).not.toContain('Secret456');
    expect([rsa.decrypt(body.loginPword), rsa.decrypt(body.newPassword)]).toEqual(['Secret456', 'Secret456']);
  });

  it('no identity check asked (noFurtherChecks): step 3 passes with the token alone', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openResetPassword({ [CODE]: 'resetCodeAcceptedNoChecks' });
    await accountAndCode(user);
    await screen.findByLabelText(/^New password/, undefined, LONG);
    expect(
      Object.keys(lastBodySentTo(fetchMock, IDENTITY)).filter(
        (key) => key !== 'uaTime' && key !== 'securityInfo',
      ),
    ).toEqual(['token']);
    await newPassword(user);
    expect(await screen.findByTestId('reset-done', undefined, LONG)).toBeInTheDocument();
  });

  it.each([
    ['ACCOUNT_NOT_FOUND', ACCOUNT, 'accountNotFound'],
    ['VERIFY_CODE_INVALID', CODE, 'verifyCodeInvalid'],
  ])('spec §8: %s shows the message and keeps what was typed', async (_, operation, example) => {
    const user = userEvent.setup();
    const { fetchMock } = openResetPassword({ [operation]: example });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }, LONG), 'investor@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await passSliderCheck(user);
    if (operation === CODE) {
      await user.type(await screen.findByLabelText(/^Verification code/, undefined, LONG), '111111');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(/incorrect/i, {}, LONG)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Verification code/)).toHaveValue('111111');
    } else {
      // user/search_step_one answers the family's older envelope, its message in `msg`
      const message = (contractExample('auth', example) as { msg: string }).msg;
      expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('investor@example.com');
    }
    expect(callsTo(fetchMock, PASSWORD)).toEqual([]);
  });
});
