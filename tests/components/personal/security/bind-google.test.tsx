import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answer,
  calledPaths,
  errorAnswer,
  lastBodySentTo,
  LONG,
  openScreenAs,
  pasteCode,
  SUCCESS,
} from './security-kit';
import { installTestRsaKey } from '../../../test-utils/test-rsa-key';
import { pathOf } from '../../../test-utils/screen-kit';

const rsa = installTestRsaKey();

const SETUP = pathOf('getGoogleAuthSetup');
const BIND = pathOf('bindGoogle');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('/personal/bindGoogle (spec §2, §5)', () => {
  it('shows the QR code and the secret, and binds with the code, the password and the SMS code', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApprovedGoogleOff', 'personal/bindGoogle', {
      [SETUP]: answer('security', 'googleSetting'),
      [BIND]: SUCCESS,
    });
    expect(
      await screen.findByRole('img', { name: 'QR code of the Google authenticator secret' }, LONG),
    ).toBeInTheDocument();
    expect(screen.getByTestId('google-secret')).toHaveTextContent(SECRET);
    await pasteCode(user, 'bind-google_googleCode');
    await user.type(screen.getByLabelText(/^Login password/), 'Secret123');
    await user.type(screen.getByLabelText(/^SMS verification code/), '654321');
    await user.type(screen.getByLabelText(/^Email verification code/), '111222');
    await user.click(screen.getByRole('button', { name: 'Bind Google authenticator' }));
    expect(await screen.findByText('Google authenticator is now on.', {}, LONG)).toBeInTheDocument();
    const body = lastBodySentTo(fetchMock, BIND);
    expect(body).toMatchObject({
      googleKey: SECRET,
      googleCode: '123456',
      smsValidCode: '654321',
      emailValidCode: '111222',
    });
    // Spec §7: the login password RSA-encrypted, never in clear.
    expect(JSON.stringify(body)).not.toContain('Secret123');
    expect(rsa.decrypt(body.loginPwd)).toBe('Secret123');
  });

  it('a wrong login password shows the server message and keeps what was typed', async () => {
    const user = userEvent.setup();
    openScreenAs('kycApprovedGoogleOff', 'personal/bindGoogle', {
      [SETUP]: answer('security', 'googleSetting'),
      [BIND]: answer('security', 'loginPasswordIncorrect'),
    });
    await pasteCode(user, 'bind-google_googleCode');
    await user.type(await screen.findByLabelText(/^Login password/), 'Wrong1234');
    await user.type(screen.getByLabelText(/^SMS verification code/), '654321');
    await user.type(screen.getByLabelText(/^Email verification code/), '111222');
    await user.click(screen.getByRole('button', { name: 'Bind Google authenticator' }));
    expect(await screen.findByText('The login password is incorrect.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText(/^SMS verification code/)).toHaveValue('654321');
    expect(screen.getByTestId('google-secret')).toHaveTextContent(SECRET);
  });

  it('with Google already on, says so and links to turning it off; asks for no secret', async () => {
    const { fetchMock } = openScreenAs('kycApproved', 'personal/bindGoogle');
    const link = await screen.findByRole('link', { name: 'Turn off Google authenticator' }, LONG);
    expect(link).toHaveAttribute('href', '/en_US/personal/closeGoogle');
    expect(calledPaths(fetchMock)).not.toContain(SETUP);
  });

  it.each([
    ['kycPending', /Identity verification \(KYC\)/],
    ['kycApprovedNoNickname', /^A nickname$/],
  ])('spec §5: %s may not bind yet; the screen says what is missing', async (example, missing) => {
    const { fetchMock } = openScreenAs(example, 'personal/bindGoogle');
    expect(await screen.findByRole('link', { name: missing }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bind Google authenticator' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(SETUP);
  });

  it('a failed secret load shows an alert with Retry, and Retry asks again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApprovedGoogleOff', 'personal/bindGoogle', {
      [SETUP]: errorAnswer('SERVER_BUSY', 500),
    });
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('The Google authenticator secret could not be prepared');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calledPaths(fetchMock).filter((path) => path === SETUP)).toHaveLength(2));
  });

  it('a business refusal of the secret (KYC_REQUIRED) shows its message', async () => {
    openScreenAs('kycApprovedGoogleOff', 'personal/bindGoogle', {
      [SETUP]: answer('security', 'kycRequired'),
    });
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Please complete identity verification first.',
    );
  });

  it('without a QR link in the answer shows no QR code, only the secret to type', async () => {
    openScreenAs('kycApprovedGoogleOff', 'personal/bindGoogle', {
      [SETUP]: { body: { code: 'SUCCESS', message: 'success', data: { googleKey: SECRET } } },
    });
    expect(await screen.findByTestId('google-secret', {}, LONG)).toHaveTextContent(SECRET);
    expect(screen.getByText(/Enter this secret key in your authenticator app by hand/)).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: 'QR code of the Google authenticator secret' }),
    ).not.toBeInTheDocument();
  });
});
