import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  at,
  calledPaths,
  example,
  lastBodySentTo,
  LONG,
  openRecords,
  pasteCode,
  SERVER_BUSY,
} from './records-kit';

const LIST = '/openapi/my_api_list';
const CREATE = '/openapi/create_open_api';

async function fillCreateForm(user: ReturnType<typeof userEvent.setup>, ips: string) {
  await user.click(await screen.findByRole('button', { name: 'Create API key' }, LONG));
  await user.type(await screen.findByLabelText(/^Note/), 'Trading bot');
  await user.type(screen.getByLabelText(/^Bound IP addresses/), ips);
  await user.type(screen.getByLabelText(/^SMS verification code/), '135790');
  await user.type(screen.getByLabelText(/^Email verification code/), '111222');
  await pasteCode(user, 'api-key_googleCode', '246810');
}

describe('/personal/apiKeys (spec §5, §9 API keys)', () => {
  it('spec §5: with five keys, creating a sixth is refused with a message and no form', async () => {
    openRecords('apiKeys', { [LIST]: example('profile', 'apiKeyListFull') });
    expect(await screen.findByTestId('api-key-limit', {}, LONG)).toHaveTextContent(
      'You have 5 API keys, the most allowed.',
    );
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('api-key-row')).toHaveLength(5);
  });

  it('spec §5: a sixth IP is refused with a translated message and the typed IPs are kept', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('apiKeys', { [LIST]: example('profile', 'apiKeyList') });
    const sixIps = '1.1.1.1,2.2.2.2,3.3.3.3,4.4.4.4,5.5.5.5,6.6.6.6';
    await fillCreateForm(user, sixIps);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(
      await screen.findByText('Enter 1 to 5 IPv4 addresses separated by commas', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bound IP addresses/)).toHaveValue(sixIps);
    expect(calledPaths(fetchMock)).not.toContain(CREATE);
  });

  it('spec §5: the note is required', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('apiKeys', { [LIST]: example('profile', 'apiKeyListEmpty') });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }, LONG));
    await user.type(await screen.findByLabelText(/^Bound IP addresses/), '1.1.1.1');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findAllByText('This field is required', {}, LONG)).not.toHaveLength(0);
    expect(calledPaths(fetchMock)).not.toContain(CREATE);
  });

  it('the secret is shown once after creation, with copy buttons, and gone after it is dismissed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('apiKeys', {
      [LIST]: example('profile', 'apiKeyList'),
      [CREATE]: example('profile', 'apiKeyCreated'),
    });
    await fillCreateForm(user, '203.0.113.24, 198.51.100.7');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const panel = await screen.findByTestId('secret-once', {}, LONG);
    expect(panel).toHaveTextContent('it will not be shown again');
    expect(panel).toHaveTextContent('0b8e3f5a1c7d9e2b4a6c8e0f1d3b5a7c9e1f3d5b');
    expect(screen.getByRole('button', { name: 'Copy Secret key' })).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, CREATE)).toMatchObject({
      label: 'Trading bot',
      ip: '203.0.113.24,198.51.100.7',
    });
    await user.click(screen.getByRole('button', { name: 'I have saved the secret key' }));
    await waitFor(() => expect(screen.queryByTestId('secret-once')).not.toBeInTheDocument());
    expect(screen.queryByText('0b8e3f5a1c7d9e2b4a6c8e0f1d3b5a7c9e1f3d5b')).not.toBeInTheDocument();
  });

  it("the server's API_KEY_LIMIT_REACHED shows its message and keeps the form", async () => {
    const user = userEvent.setup();
    openRecords('apiKeys', {
      [LIST]: example('profile', 'apiKeyList'),
      [CREATE]: example('profile', 'apiKeyLimitReached'),
    });
    await fillCreateForm(user, '1.1.1.1');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText('You can create at most 5 API keys.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Note/)).toHaveValue('Trading bot');
  });

  it('spec §8: no keys shows "No data"; a failed list offers Retry, which loads it', async () => {
    const user = userEvent.setup();
    const { answers } = openRecords('apiKeys', { [LIST]: SERVER_BUSY });
    await user.click(await screen.findByRole('button', { name: 'Retry' }, LONG));
    answers[LIST] = example('profile', 'apiKeyListEmpty');
    await user.click(await screen.findByRole('button', { name: 'Retry' }, LONG));
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
  });

  it('delete asks first, then deletes the key', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('apiKeys', {
      [LIST]: example('profile', 'apiKeyList'),
      '/openapi/delete_open_api': example('common', 'success'),
    });
    const rows = await screen.findAllByTestId('api-key-row', {}, LONG);
    await user.click(within(at(rows, 0)).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, '/openapi/delete_open_api')).toMatchObject({ id: 3112 }),
    );
  });

  it('edit loads the key (getApiKey), keeps its note and IPs, and sends the change with its id', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('apiKeys', {
      [LIST]: example('profile', 'apiKeyList'),
      '/openapi/open_api_one': example('profile', 'apiKey'),
      '/openapi/update_open_api': example('profile', 'apiKey'),
    });
    const rows = await screen.findAllByTestId('api-key-row', {}, LONG);
    await user.click(within(at(rows, 0)).getByRole('button', { name: 'Edit' }));
    const ips = await screen.findByLabelText(/^Bound IP addresses/, {}, LONG);
    expect(ips).not.toHaveValue('');
    await user.clear(ips);
    await user.type(ips, '203.0.113.9');
    await user.type(screen.getByLabelText(/^SMS verification code/), '135790');
    await user.type(screen.getByLabelText(/^Email verification code/), '111222');
    await pasteCode(user, 'api-key_googleCode', '246810');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, '/openapi/update_open_api')).toMatchObject({
        id: 3112,
        ip: '203.0.113.9',
      }),
    );
  });

  it('asks only for the codes of the methods the user has on (no Google code without Google)', async () => {
    const user = userEvent.setup();
    openRecords(
      'apiKeys',
      { [LIST]: example('profile', 'apiKeyListEmpty') },
      { user: 'kycApprovedGoogleOff' },
    );
    await user.click(await screen.findByRole('button', { name: 'Create API key' }, LONG));
    expect(await screen.findByLabelText(/^SMS verification code/, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('api-key_googleCode')).not.toBeInTheDocument();
  });
});
