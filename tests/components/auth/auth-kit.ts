// Shared defaults and steps of the access-page tests (login, register, reset password): each page opened as a
// visitor whose user info answers the kycApproved user once a token exists (a sign-in), its own calls
// answered by operationId.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { MockAnswer } from '../../test-utils/mock-api';
import { answerOperations, exampleAnswer, LONG, openScreenAs } from '../../test-utils/screen-kit';

export { exampleAnswer as answer, LONG } from '../../test-utils/screen-kit';

type Answers = Record<string, string | MockAnswer>;

/**
 * A visitor at `path` (login, register, …); once signed in, user info answers the kycApproved user. Login's QR
 * tab gets its code.
 */
export const openAccessPage = (path: string, answers: Answers) =>
  openScreenAs(
    'visitor',
    path,
    answerOperations({
      getUserInfo: exampleAnswer('user', 'kycApproved'),
      createQrLoginCode: 'qrCodeCreated',
      ...answers,
    }),
  );

/** /register with every step accepted, unless `answers` (by operationId) say otherwise. */
export const openRegister = (answers: Answers = {}) =>
  openAccessPage('register', {
    submitRegisterAccount: 'registerAccepted',
    checkRegisterCode: exampleAnswer('common', 'success'),
    submitRegisterPassword: 'registered',
    sendSmsCode: exampleAnswer('common', 'success'),
    ...answers,
  });

/** /resetPass with every step accepted and every identity check asked, unless `answers` say otherwise. */
export const openResetPassword = (answers: Answers = {}) =>
  openAccessPage('resetPass', {
    submitResetPasswordAccount: 'resetAccountAccepted',
    checkResetPasswordCode: 'resetCodeAcceptedFullChecks',
    checkResetPasswordIdentity: 'resetIdentityAccepted',
    submitResetPassword: exampleAnswer('security', 'withdrawLocked48'),
    ...answers,
  });

/** /login (or `path`, e.g. with a redirect) with login answering its user example `loginExample`. */
export const openLogin = (loginExample: string, answers: Answers = {}, path = 'login') =>
  openAccessPage(path, {
    login: exampleAnswer('user', loginExample),
    confirmLogin: 'loginConfirmed',
    sendSmsCode: exampleAnswer('common', 'success'),
    sendEmailCode: 'emailCodeSent',
    ...answers,
  });

/** Passes the slider security check of the open dialog (spec §5) with the keyboard. */
export async function passSliderCheck(user: UserEvent) {
  (await screen.findByRole('slider', { name: 'Slide to verify' }, LONG)).focus();
  await user.keyboard('{End}');
}

/** Shows login's QR tab (its code is created and polled from then on). */
export async function showQrTab(user: UserEvent) {
  await user.click(await screen.findByRole('tab', { name: 'With QR code' }, LONG));
}
