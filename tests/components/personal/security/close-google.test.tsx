import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, lastBodySentTo, LONG, openScreenAs, pasteCode, SUCCESS } from './security-kit';
import { pathOf } from '../../../test-utils/screen-kit';

const UNBIND = pathOf('unbindGoogle');

describe('/personal/closeGoogle: Google can be turned off only if a phone is bound (spec §5)', () => {
  it('with a phone bound, turns Google off with the Google and SMS codes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/closeGoogle', { [UNBIND]: SUCCESS });
    await pasteCode(user, 'close-google_googleCode', '246810');
    await user.type(screen.getByLabelText(/^SMS verification code/), '135790');
    await user.type(screen.getByLabelText(/^Email verification code/), '111222');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Google authenticator is now off.', {}, LONG)).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, UNBIND)).toMatchObject({ googleCode: '246810', smsValidCode: '135790' });
  });

  it('without a phone, offers no form and links to binding one', async () => {
    openScreenAs('kycApprovedGoogleNoPhone', 'personal/closeGoogle');
    const link = await screen.findByRole('link', { name: 'A bound phone number' }, LONG);
    expect(link).toHaveAttribute('href', '/en_US/personal/bindPhone');
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('with Google not on, says so and links to binding it', async () => {
    openScreenAs('kycApprovedGoogleOff', 'personal/closeGoogle');
    expect(await screen.findByText('Google authenticator is not on.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind Google authenticator' })).toHaveAttribute(
      'href',
      '/en_US/personal/bindGoogle',
    );
  });

  it("the server's GOOGLE_UNBIND_PHONE_REQUIRED shows its message and keeps the typed codes", async () => {
    const user = userEvent.setup();
    openScreenAs('kycApproved', 'personal/closeGoogle', {
      [UNBIND]: answer('security', 'googleUnbindPhoneRequired'),
    });
    await pasteCode(user, 'close-google_googleCode', '246810');
    await user.type(screen.getByLabelText(/^SMS verification code/), '135790');
    await user.type(screen.getByLabelText(/^Email verification code/), '111222');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Bind a phone number before turning off Google verification.', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^SMS verification code/)).toHaveValue('135790');
  });
});
