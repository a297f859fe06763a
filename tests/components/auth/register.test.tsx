import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/api/token-store';
import { contractExample } from '../../test-utils/contract-examples';
import { answerOperations, callsTo, openScreenAs } from '../../test-utils/screen-kit';
import { lastBodySentTo } from '../personal/security/security-kit';
import { LONG, openRegister, passSliderCheck } from './auth-kit';

const ACCOUNT = 'submitRegisterAccount';
const CODE = 'checkRegisterCode';
const PASSWORD = 'submitRegisterPassword';
const SMS = 'sendSmsCode';

async function submitEmail(user: UserEvent, email = 'new.investor@example.com') {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }, LONG), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await passSliderCheck(user);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §2 /register: account → code → password', () => {
  it('spec §5: by email with a required invitation code, the agreement, then signed in', async () => {
    const user = userEvent.setup();
    const { fetchMock, app } = openRegister({ [ACCOUNT]: 'registerAcceptedInviteRequired' });
    await submitEmail(user);
    expect(lastBodySentTo(fetchMock, ACCOUNT)).toMatchObject({
      email: 'new.investor@example.com',
      verificationType: '1',
    });
    expect(await screen.findByLabelText(/^Account/, undefined, LONG)).toHaveValue('new.investor@example.com');
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const token = (contractExample('auth', 'registerAcceptedInviteRequired') as { data: { token: string } })
      .data.token;
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, CODE)).toMatchObject({ token, numberCode: '123456' }),
    );
    await user.type(await screen.findByLabelText(/^Password/, undefined, LONG), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    // Required invitation code and the agreement: the form refuses without them (spec §5).
    expect(
      await screen.findByText('Please agree to the terms of service and privacy policy', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Invitation code/)).toBeRequired();
    await user.type(screen.getByLabelText(/^Invitation code/), 'INV8K2Q');
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(app.location()).toBe('/en_US'), LONG);
    expect(lastBodySentTo(fetchMock, PASSWORD)).toMatchObject({
      token,
      invitedCode: 'INV8K2Q',
      agreeTerms: true,
    });
    expect(getToken()).toBeTruthy();
  });

  it("spec §2, §4: by phone the code step counts down 90 s from step 1's send; the resend then carries the step token", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = openRegister();
    await user.click(await screen.findByText('Phone', {}, LONG));
    await user.type(screen.getByLabelText(/^Calling code/), '65');
    await user.type(screen.getByLabelText(/^Phone number/), '91234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await passSliderCheck(user);
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, ACCOUNT)).toMatchObject({
        countryCode: '65',
        mobileNumber: '91234567',
      }),
    );
    // Step 1 sent the code: the send button is already counting down (spec §4), not ready at once.
    const send = await screen.findByTestId('register-code_numberCode-send', undefined, LONG);
    expect(send).toHaveTextContent(/Resend in (90|89) s/);
    expect(send).toBeDisabled();
    act(() => vi.advanceTimersByTime(90_000));
    await waitFor(() => expect(send).toHaveTextContent('Send code'));
    expect(send).toBeEnabled();
    expect(callsTo(fetchMock, SMS)).toEqual([]);

    await user.click(send);
    await passSliderCheck(user);
    await waitFor(() => expect(send).toHaveTextContent('Resend in 90 s'));
    expect(send).toBeDisabled();
    expect(lastBodySentTo(fetchMock, SMS)).toMatchObject({
      smsType: 'REGISTER',
      countryCode: '65',
      mobile: '91234567',
    });
  });

  it.each([
    ['REGISTER_FORBIDDEN', 'registerForbidden', 'Registration is forbidden.'],
    ['REGISTER_CLOSED', 'registerClosed', 'Registration is closed. Please contact customer service.'],
    [
      'REGION_IP_NOT_SUPPORTED',
      'regionIpNotSupported',
      'Registration is not available from your region (IP address).',
    ],
    ['EMAIL_BANNED', 'emailBanned', 'This email address cannot be used under local policy.'],
    [
      'PHONE_COUNTRY_NOT_SUPPORTED',
      'phoneCountryNotSupported',
      'Phone numbers from this country are not supported.',
    ],
  ])('spec §8: %s is shown and the account stays typed', async (_, example, text) => {
    const user = userEvent.setup();
    openRegister({ [ACCOUNT]: example });
    await submitEmail(user);
    expect(await screen.findByText(text, {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('new.investor@example.com');
  });

  it('spec §8: an already registered account is offered a direct login with the account filled in', async () => {
    const user = userEvent.setup();
    const { app } = openRegister({ [ACCOUNT]: 'accountAlreadyRegistered' });
    await submitEmail(user, 'taken@example.com');
    await user.click(await screen.findByRole('link', { name: 'Log in instead' }, LONG));
    await waitFor(() => expect(app.location()).toBe('/en_US/login?account=taken%40example.com'));
    expect(await screen.findByLabelText(/Phone number or email/, undefined, LONG)).toHaveValue(
      'taken@example.com',
    );
  });

  it.each([
    ['registerHidden', 'Registration is not open at the moment.'],
    ['loginForbidden', 'Registration is forbidden.'],
  ])('spec §6: public info %s shows why instead of the form, with a link to login', async (example, text) => {
    openScreenAs('visitor', 'register', answerOperations({ getPublicInfo: example }));
    const notice = await screen.findByTestId('register-unavailable', undefined, LONG);
    expect(notice).toHaveTextContent(text);
    expect(within(notice).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
  });
});
