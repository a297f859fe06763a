import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answer,
  calledPaths,
  errorAnswer,
  lastBodySentTo,
  LONG,
  openScreenAs,
  SUCCESS,
} from './security-kit';
import { pathOf } from '../../../test-utils/screen-kit';

const INVITE = pathOf('getInviteInfo');
const NICKNAME = pathOf('updateNickname');
const APPLY = pathOf('submitInviteApplication');

const rowOf = (label: string) =>
  screen.getAllByTestId('account-row').find((row) => within(row).queryByText(label) !== null)!;

describe('/personal/userManagement (spec §3 "User profile")', () => {
  it('shows nickname, ID and each security item with a link to its change screen', async () => {
    openScreenAs('kycApproved', 'personal/userManagement', { [INVITE]: answer('profile', 'inviteInfo') });
    expect(await screen.findByText('10024871', {}, LONG)).toBeInTheDocument();
    const links: [string, string, string][] = [
      ['Email', 'Change', 'changeEmail'],
      ['Phone', 'Change', 'changePhone'],
      ['Phone verification', 'Turn off', 'closePhone'],
      ['Login password', 'Change', 'changePassword'],
      ['Fund password', 'Set up', 'fundPassword'],
      ['Google authenticator', 'Turn off', 'closeGoogle'],
    ];
    for (const [label, action, page] of links) {
      expect(within(rowOf(label)).getByRole('link', { name: action })).toHaveAttribute(
        'href',
        `/en_US/personal/${page}`,
      );
    }
  });

  it('a user without phone, email binding or Google gets links to bind them', async () => {
    openScreenAs('kycApprovedNoSecurityMethod', 'personal/userManagement', {
      [INVITE]: answer('profile', 'inviteInfo'),
    });
    await screen.findByText('10061177', {}, LONG);
    expect(within(rowOf('Phone')).getByRole('link', { name: 'Bind' })).toHaveAttribute(
      'href',
      '/en_US/personal/bindPhone',
    );
    expect(within(rowOf('Google authenticator')).getByRole('link', { name: 'Bind' })).toHaveAttribute(
      'href',
      '/en_US/personal/bindGoogle',
    );
  });

  it('shows the invitation code, link, its QR code and the remaining quota', async () => {
    openScreenAs('kycApproved', 'personal/userManagement', { [INVITE]: answer('profile', 'inviteInfo') });
    expect(
      await screen.findByRole('img', { name: 'QR code of your invitation link' }, LONG),
    ).toBeInTheDocument();
    expect(
      screen.getByText('https://invest.example.com/en_US/register?inviteCode=RWA7Q2'),
    ).toBeInTheDocument();
    expect(within(rowOf('Remaining invitations')).getByText('7')).toBeInTheDocument();
    expect(screen.queryByText(/You have no invitations left/)).not.toBeInTheDocument();
  });

  it('with no quota left, says so above the application', async () => {
    openScreenAs('kycApproved', 'personal/userManagement', {
      [INVITE]: answer('profile', 'inviteInfoNoQuota'),
    });
    expect(await screen.findByText(/You have no invitations left/, {}, LONG)).toBeInTheDocument();
  });

  it('a failed invitation load shows an alert with Retry, and Retry asks again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/userManagement', {
      [INVITE]: errorAnswer('SERVER_BUSY', 500),
    });
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('This could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calledPaths(fetchMock).filter((path) => path === INVITE)).toHaveLength(2));
  });

  it('spec §5: a nickname over 10 characters is refused; a valid one is saved', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openScreenAs('kycApproved', 'personal/userManagement', {
      [INVITE]: answer('profile', 'inviteInfo'),
      [NICKNAME]: SUCCESS,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, LONG));
    const input = screen.getByLabelText(/^Nickname/);
    await user.clear(input);
    await user.type(input, 'ElevenChars');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Enter a nickname of 1–10 characters', {}, LONG)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(NICKNAME);
    await user.clear(input);
    await user.type(input, 'Em');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Your nickname has been saved.', {}, LONG)).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, NICKNAME)).toMatchObject({ nickname: 'Em' });
  });

  it('applies for more invitations; a pending application shows its message', async () => {
    const user = userEvent.setup();
    openScreenAs('kycApproved', 'personal/userManagement', {
      [INVITE]: answer('profile', 'inviteInfoNoQuota'),
      [APPLY]: answer('profile', 'inviteApplicationPending'),
    });
    await user.type(await screen.findByLabelText(/^Number of invitations/, undefined, LONG), '20');
    await user.type(screen.getByLabelText(/^Reason/), 'My investment club');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Your previous application is still under review.', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reason/)).toHaveValue('My investment club');
  });
});
