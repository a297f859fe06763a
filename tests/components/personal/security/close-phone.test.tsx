import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastBodySentTo, LONG, openScreenAs, pasteCode, SUCCESS } from './security-kit';
import { pathOf } from '../../../test-utils/screen-kit';

const CLOSE = pathOf('closePhoneVerify');
const CLOSE_BY_EMAIL = pathOf('closePhoneVerifyByEmail');
const OPEN = pathOf('openPhoneVerify');

describe('/personal/closePhone: at least one security method stays on (spec §6)', () => {
  it('with Google off, phone verification cannot be turned off: Google is asked for first', async () => {
    openScreenAs('kycApprovedGoogleOff', 'personal/closePhone');
    const link = await screen.findByRole('link', { name: 'Google authenticator turned on' }, LONG);
    expect(link).toHaveAttribute('href', '/en_US/personal/bindGoogle');
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('with Google on, turns it off with the SMS and Google codes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/closePhone', { [CLOSE]: SUCCESS });
    await user.type(await screen.findByLabelText(/^SMS verification code/, undefined, LONG), '135790');
    await pasteCode(user, 'close-phone_googleCode', '246810');
    await user.type(screen.getByLabelText(/^Email verification code/), '111222');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Phone verification is now off.', {}, LONG)).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, CLOSE)).toMatchObject({ smsValidCode: '135790', googleCode: '246810' });
  });

  it('a user who cannot receive SMS turns it off with the email code instead', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/closePhone', { [CLOSE_BY_EMAIL]: SUCCESS });
    await user.click(
      await screen.findByRole('button', { name: 'Cannot receive SMS? Use an email code instead' }, LONG),
    );
    expect(screen.queryByLabelText(/^SMS verification code/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email verification code/), '111222');
    await pasteCode(user, 'close-phone-by-email_googleCode', '246810');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Phone verification is now off.', {}, LONG)).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, CLOSE_BY_EMAIL)).toMatchObject({
      emailValidCode: '111222',
      googleCode: '246810',
    });
  });

  it('with phone verification already off, turns it back on', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApprovedPhoneVerifyOff', 'personal/closePhone', {
      [OPEN]: SUCCESS,
    });
    await user.type(await screen.findByLabelText(/^SMS verification code/, undefined, LONG), '135790');
    await pasteCode(user, 'open-phone_googleCode', '246810');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Phone verification is now on.', {}, LONG)).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, OPEN)).toMatchObject({ smsValidCode: '135790', googleCode: '246810' });
  });

  it('without a phone, links to binding one', async () => {
    openScreenAs('kycApprovedNoSecurityMethod', 'personal/closePhone');
    expect(await screen.findByText('No phone is bound to your account.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind phone' })).toHaveAttribute(
      'href',
      '/en_US/personal/bindPhone',
    );
  });
});
