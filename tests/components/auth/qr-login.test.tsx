import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetQrLoginStatusQueryKey } from '@generated/hooks/auth/auth';
import { getToken } from '@/api/token-store';
import { contractExample } from '../../test-utils/contract-examples';
import { callsTo, exampleAnswer, type FetchMock, pathOf, SERVER_BUSY } from '../../test-utils/screen-kit';
import { LONG, openAccessPage, showQrTab } from './auth-kit';

const CREATE = 'createQrLoginCode';
const STATUS = 'getQrLoginStatus';

const creations = (fetchMock: FetchMock) => callsTo(fetchMock, CREATE).length;
const QR_WAITING = exampleAnswer('auth', 'qrWaiting');

describe('spec §2, §4 QR login: a server code drawn as a QR image, polled until confirmed or expired', () => {
  it('spec §4: waiting shows the QR image and the scan instruction', async () => {
    const user = userEvent.setup();
    openAccessPage('login', { [STATUS]: 'qrWaiting' });
    await showQrTab(user);
    expect(await screen.findByTitle('Login QR code', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Scan with the mobile app/)).toBeInTheDocument());
  });

  it('spec §4: scanned asks to confirm in the app', async () => {
    const user = userEvent.setup();
    openAccessPage('login', { [STATUS]: 'qrScanned' });
    await showQrTab(user);
    expect(await screen.findByText(/Confirm the login in the mobile app/, {}, LONG)).toBeInTheDocument();
  });

  it.each(['qrExpired', 'qrCodeExpiredError'])(
    'spec §8: %s shows "QR code expired, refresh"; Refresh fetches a new code and polls it again',
    async (example) => {
      const user = userEvent.setup();
      const { answers, fetchMock } = openAccessPage('login', { [STATUS]: example });
      await showQrTab(user);
      const expired = await screen.findByTestId('qr-expired', undefined, LONG);
      expect(expired).toHaveTextContent('QR code expired, refresh');
      answers[pathOf(STATUS)] = QR_WAITING;
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(creations(fetchMock)).toBe(2));
      await waitFor(() => expect(screen.queryByTestId('qr-expired')).toBeNull(), LONG);
      expect(screen.getByTitle('Login QR code')).toBeInTheDocument();
    },
  );

  it('spec §4: confirmed in the app starts the session and leaves login', async () => {
    const user = userEvent.setup();
    const { app } = openAccessPage('login', { [STATUS]: 'qrConfirmed' });
    await showQrTab(user);
    await waitFor(() => expect(app.location()).toBe('/en_US'), LONG);
    expect(getToken()).toBe(
      (contractExample('auth', 'qrConfirmed') as { data: { token: string } }).data.token,
    );
  });

  it('polling stops when the QR tab is left (no observer of the status query remains)', async () => {
    const user = userEvent.setup();
    const { app, fetchMock } = openAccessPage('login', { [STATUS]: 'qrWaiting' });
    await showQrTab(user);
    await waitFor(() => expect(callsTo(fetchMock, STATUS)).not.toEqual([]), LONG);
    const statusKey = getGetQrLoginStatusQueryKey()[1];
    const watched = () =>
      app.queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.queryKey[1] === statusKey && query.getObserversCount() > 0);
    expect(watched()).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'With password' }));
    await waitFor(() => expect(watched()).toHaveLength(0));
  });

  it('a failed QR code creation shows the message with a retry', async () => {
    const user = userEvent.setup();
    const { answers, fetchMock } = openAccessPage('login', { [CREATE]: SERVER_BUSY });
    await showQrTab(user);
    expect(await screen.findByText('The QR code could not be created', {}, LONG)).toBeInTheDocument();
    answers[pathOf(CREATE)] = exampleAnswer('auth', 'qrCodeCreated');
    answers[pathOf(STATUS)] = QR_WAITING;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Login QR code', {}, LONG)).toBeInTheDocument();
    expect(creations(fetchMock)).toBe(2);
  });
});
