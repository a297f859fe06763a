import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, lastBodySentTo, LONG, openScreenAs, pasteCode, SUCCESS } from './security-kit';
import { pathOf } from '../../../test-utils/screen-kit';

const SMS = pathOf('sendSmsCode');
const EMAIL = pathOf('sendEmailCode');

/** Clicks the send-code button of `fieldId` and passes the slider check (spec §5). */
async function sendCode(user: ReturnType<typeof userEvent.setup>, fieldId: string) {
  await user.click(await screen.findByTestId(`${fieldId}-send`, undefined, LONG));
  (await screen.findByRole('slider', { name: 'Slide to verify' })).focus();
  await user.keyboard('{End}');
  await screen.findAllByText(/Resend in \d+ s/, {}, LONG);
}

describe('send-code buttons of the security screens (spec §4 code sender, §5 slider check first)', () => {
  it('changePhone: the new number gets the code with the typed calling code and number', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/changePhone', { [SMS]: SUCCESS });
    const form = (await screen.findByRole('button', { name: 'Change phone' }, LONG)).closest('form')!;
    await user.type(within(form).getByLabelText(/Calling code/i), '44');
    await user.type(within(form).getByLabelText(/^New phone number/), '7700900123');
    await sendCode(user, 'change-phone_smsValidCode');
    expect(lastBodySentTo(fetchMock, SMS)).toMatchObject({
      smsType: 'CHANGE_PHONE',
      operationType: 'CHANGE_PHONE',
      countryCode: '44',
      mobile: '7700900123',
      verificationType: '1',
    });
  });

  it('changePhone: the current number gets its code without a number (the bound phone)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/changePhone', { [SMS]: SUCCESS });
    await sendCode(user, 'change-phone_oldSmsValidCode');
    const body = lastBodySentTo(fetchMock, SMS);
    expect(body).toMatchObject({ smsType: 'CHANGE_PHONE' });
    expect(body).not.toHaveProperty('mobile');
  });

  it("changeEmail: the new address's code goes to the typed address, its verifyToken rides along", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/changeEmail', {
      [EMAIL]: answer('auth', 'emailCodeSent'),
      [pathOf('updateEmail')]: answer('security', 'withdrawLocked48'),
    });
    await user.type(await screen.findByLabelText(/^New email/, undefined, LONG), 'new.me@example.com');
    await sendCode(user, 'change-email_emailNewValidCode');
    expect(lastBodySentTo(fetchMock, EMAIL)).toMatchObject({
      operationType: 'CHANGE_EMAIL',
      email: 'new.me@example.com',
    });
    await user.type(screen.getByLabelText(/^Code sent to your current email/), '111111');
    await user.type(screen.getByLabelText(/^Code sent to the new email/), '222222');
    await user.type(screen.getByLabelText(/^SMS verification code/), '333333');
    await pasteCode(user, 'change-email_googleCode', '444444');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await screen.findByText('Your email has been changed.', {}, LONG);
    expect(lastBodySentTo(fetchMock, 'updateEmail')).toMatchObject({
      email: 'new.me@example.com',
      emailNewValidCode: '222222',
      newVerifyToken: 'evt_3b8f1d6a9c2e4b7d',
    });
  });
});
