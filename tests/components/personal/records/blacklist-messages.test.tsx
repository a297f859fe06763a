import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { at, calledPaths, example, lastBodySentTo, LONG, openRecords, SERVER_BUSY } from './records-kit';

const BLACKLIST = '/otc/blacklist/list';
const UNBLOCK = '/otc/blacklist/remove';
const MESSAGES = '/message/user_message';
const MARK_READ = '/message/message_update_status';

describe('/personal/blacklist (blocked counterparties with unblock)', () => {
  it('unblocks after confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('blacklist', {
      [BLACKLIST]: example('profile', 'blacklist'),
      [UNBLOCK]: example('common', 'success'),
    });
    const rows = await screen.findAllByTestId('blacklist-row', {}, LONG);
    await user.click(within(at(rows, 0)).getByRole('button', { name: 'Unblock' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lastBodySentTo(fetchMock, UNBLOCK)).toMatchObject({ uid: 10051377 }));
  });

  it("the server's BLACKLIST_ENTRY_NOT_FOUND shows in the dialog", async () => {
    const user = userEvent.setup();
    openRecords('blacklist', {
      [BLACKLIST]: example('profile', 'blacklist'),
      [UNBLOCK]: example('profile', 'blacklistEntryNotFound'),
    });
    const rows = await screen.findAllByTestId('blacklist-row', {}, LONG);
    await user.click(within(at(rows, 0)).getByRole('button', { name: 'Unblock' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This user is not on your blacklist.', {}, LONG)).toBeInTheDocument();
  });

  it('spec §8: nobody blocked shows "No data"', async () => {
    openRecords('blacklist', { [BLACKLIST]: example('profile', 'blacklistEmpty') });
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
  });

  it('spec §8: a failed blacklist offers Retry', async () => {
    openRecords('blacklist', { [BLACKLIST]: SERVER_BUSY });
    expect(await screen.findByRole('button', { name: 'Retry' }, LONG)).toBeInTheDocument();
  });
});

describe('/personal/messages (spec §3 messages: unread count and mark-read)', () => {
  it('marks unread messages, shows the unread count, and marks one read when opened', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('messages', {
      [MESSAGES]: example('message', 'messageList'),
      [MARK_READ]: example('message', 'markedRead'),
    });
    const rows = await screen.findAllByTestId('message-row', {}, LONG);
    expect(rows.filter((row) => row.dataset.unread === 'true')).toHaveLength(3);
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('3 unread messages');
    await user.click(within(at(rows, 0)).getByRole('button'));
    expect(
      await screen.findByText(/Your subscription to Harbourfront Office REIT Token/),
    ).toBeInTheDocument();
    await waitFor(() => expect(lastBodySentTo(fetchMock, MARK_READ)).toMatchObject({ id: 58213 }));
  });

  it("the server's MESSAGE_NOT_FOUND on mark-read is shown", async () => {
    const user = userEvent.setup();
    openRecords('messages', {
      [MESSAGES]: example('message', 'messageList'),
      [MARK_READ]: example('message', 'messageNotFound'),
    });
    const rows = await screen.findAllByTestId('message-row', {}, LONG);
    await user.click(within(at(rows, 0)).getByRole('button'));
    expect(await screen.findByText('The message does not exist.', {}, LONG)).toBeInTheDocument();
  });

  it('opening a read message does not mark it again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('messages', { [MESSAGES]: example('message', 'messageList') });
    const rows = await screen.findAllByTestId('message-row', {}, LONG);
    await user.click(within(at(rows, 3)).getByRole('button'));
    expect(calledPaths(fetchMock)).not.toContain(MARK_READ);
  });

  it('the header bell opens the messages', async () => {
    const user = userEvent.setup();
    openRecords('safetyRecord', { [MESSAGES]: example('message', 'messageListEmpty') });
    await user.click(await screen.findByRole('button', { name: '3 unread messages' }, LONG));
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('spec §8: a failed list offers Retry', async () => {
    openRecords('messages', { [MESSAGES]: SERVER_BUSY });
    expect(await screen.findByRole('button', { name: 'Retry' }, LONG)).toBeInTheDocument();
  });
});
