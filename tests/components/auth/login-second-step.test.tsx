import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/api/token-store';
import { contractExample } from '../../test-utils/contract-examples';
import {
  answerOperations,
  callsTo,
  errorAnswer,
  exampleAnswer,
  openScreenAs,
} from '../../test-utils/screen-kit';
import { lastBodySentTo, LONG, pasteCode } from '../personal/security/security-kit';
import { openLogin } from './auth-kit';

const LOGIN = 'login';
const CONFIRM = 'confirmLogin';
const SMS = 'sendSmsCode';
const EMAIL = 'sendEmailCode';
const SESSION_TOKEN = (contractExample('auth', 'loginConfirmed') as { data: { token: string } }).data.token;
const STEP_TOKEN = (contractExample('user', 'loginSecondStepGoogle') as { data: { token: string } }).data
  .token;

/** Types an account and a password into the login form and submits it. */
async function logIn(user: UserEvent) {
  await user.type(
    // The first render of a file loads the lazy login screen and its form chunks: slow on a busy machine.
    await screen.findByLabelText(/Phone number or email/, undefined, LONG),
    'investor@example.com',
  );
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** Clicks the code's send button and passes the slider check (spec §5), waiting for the countdown. */
async function sendCode(user: UserEvent) {
  await user.click(await screen.findByTestId('login-second-step_authCode-send', undefined, LONG));
  (await screen.findByRole('slider', { name: 'Slide to verify' })).focus();
  await user.keyboard('{End}');
  await screen.findAllByText(/Resend in \d+ s/, {}, LONG);
}

describe('spec §4 login second step: a step token is not a session until confirmLogin passes', () => {
  it('spec §4: Google (secondStepGoogle): six boxes, confirmLogin with the step token, then signed in', async () => {
    const user = userEvent.setup();
    const { fetchMock, app } = openLogin('loginSecondStepGoogle');
    await logIn(user);
    await screen.findByTestId('login-second-step', undefined, LONG);
    expect(getToken()).toBeFalsy();
    await pasteCode(user, 'login-second-step_authCode', '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.location()).toBe('/en_US'), LONG);
    expect(getToken()).toBe(SESSION_TOKEN);
    expect(lastBodySentTo(fetchMock, CONFIRM)).toMatchObject({
      token: STEP_TOKEN,
      checkType: 'google',
      authCode: '654321',
      googleCode: '654321',
    });
  });

  it.each([
    ['loginSecondStepSms', 'sms', SMS, { smsType: 'LOGIN', operationType: 'LOGIN' }],
    ['loginSecondStepEmail', 'email', EMAIL, { scene: 'LOGIN', operationType: 'LOGIN' }],
  ])(
    'spec §4: %s: the code is sent with the step token after the slider, then confirmed',
    async (example, method, path, sent) => {
      const user = userEvent.setup();
      const { fetchMock, app } = openLogin(example);
      await logIn(user);
      await sendCode(user);
      expect(lastBodySentTo(fetchMock, path)).toMatchObject({ ...sent, token: STEP_TOKEN });
      await user.type(screen.getByLabelText(/verification code/i), '123456');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(app.location()).toBe('/en_US'), LONG);
      expect(lastBodySentTo(fetchMock, CONFIRM)).toMatchObject({ checkType: method, authCode: '123456' });
      if (method === 'email')
        expect(lastBodySentTo(fetchMock, CONFIRM)).toMatchObject({ verifyToken: 'evt_3b8f1d6a9c2e4b7d' });
    },
  );

  it('spec §4: with several methods (secondStepChoice) the user chooses one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openLogin('loginSecondStepChoice');
    await logIn(user);
    const choice = await screen.findByRole('radiogroup', { name: 'Verification method' }, LONG);
    await user.click(within(choice).getByText('SMS'));
    await user.type(await screen.findByLabelText(/^SMS verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, CONFIRM)).toMatchObject({ checkType: 'sms' }), LONG);
  });

  it.each([
    [
      'VERIFY_CODE_INVALID',
      exampleAnswer('auth', 'loginSecondStepCodeWrong'),
      /verification code is incorrect/,
    ],
    ['GOOGLE_VERIFY_FAILED (HTTP 400)', errorAnswer('GOOGLE_VERIFY_FAILED', 400), /Google/],
    ['STEP_TOKEN_EXPIRED', exampleAnswer('auth', 'stepTokenExpired'), /session has expired/],
  ])('spec §8: %s shows the message, keeps the code and stores no token', async (_, wrong, message) => {
    const user = userEvent.setup();
    const { app } = openLogin('loginSecondStepSms', { [CONFIRM]: wrong });
    await logIn(user);
    const input = await screen.findByLabelText(/^SMS verification code/, undefined, LONG);
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
    expect(input).toHaveValue('111111');
    expect(getToken()).toBeFalsy();
    expect(app.location()).toBe('/en_US/login');
  });

  it('starts the session at once when no second step is due, and goes to a same-origin redirect', async () => {
    const user = userEvent.setup();
    const { fetchMock, app } = openLogin('loginSuccess', {}, 'login?redirect=%2Fen_US%2Finvestments');
    await logIn(user);
    await waitFor(() => expect(app.location()).toBe('/en_US/investments'), LONG);
    expect(getToken()).toBe(
      (contractExample('user', 'loginSuccess') as { data: { token: string } }).data.token,
    );
    expect(callsTo(fetchMock, CONFIRM)).toEqual([]);
  });

  it('spec §2: a redirect to another origin is ignored (home instead)', async () => {
    const user = userEvent.setup();
    const { app } = openLogin('loginSuccess', {}, 'login?redirect=%2F%2Fevil.example.com');
    await logIn(user);
    await waitFor(() => expect(app.location()).toBe('/en_US'), LONG);
  });

  it.each([
    ['loginForbidden', 'Login is forbidden for this account.'],
    ['loginClosed', 'Login is closed. Please contact customer service.'],
  ])('spec §8: %s is shown in the reader language and keeps what was typed', async (example, text) => {
    const user = userEvent.setup();
    openScreenAs('visitor', 'login', answerOperations({ [LOGIN]: exampleAnswer('user', example) }));
    await logIn(user);
    expect(await screen.findByText(text, {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number or email/)).toHaveValue('investor@example.com');
    expect(getToken()).toBeFalsy();
  });

  it('spec §8: public info loginForbidden shows the notice instead of the form', async () => {
    openScreenAs('visitor', 'login', answerOperations({ getPublicInfo: 'loginForbidden' }));
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(/not available/);
    expect(screen.queryByLabelText(/Phone number or email/)).toBeNull();
  });

  it('the account handed over by register ("log in instead") is filled in', async () => {
    openScreenAs('visitor', 'login?account=taken%40example.com');
    expect(await screen.findByLabelText(/Phone number or email/, undefined, LONG)).toHaveValue(
      'taken@example.com',
    );
  });
});
