import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetQrLoginStatusQueryKey } from '@generated/hooks/auth/auth';
import { getToken } from '@/api/token-store';
import { contractExample } from '../../test-utils/contract-examples';
import { loggedInApi, type MockAnswer, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { calledPaths, LONG } from '../personal/security/security-kit';

const CREATE = '/user/login_qrcode_create';
const STATUS = '/user/login_qrcode_status';
const answer = (file: string, name: string): MockAnswer => ({ body: contractExample(file, name) });

/** Opens login's QR tab with the status call answering `statusExample` (the answers stay mutable). */
async function openQrTab(statusExample: string) {
  const user = userEvent.setup();
  const answers: Record<string, MockAnswer> = {
    ...loggedInApi('kycApproved'),
    [CREATE]: answer('auth', 'qrCodeCreated'),
    [STATUS]: answer('auth', statusExample),
  };
  const fetchMock = mockApi(answers);
  const app = renderApp('/en_US/login');
  await user.click(await screen.findByRole('tab', { name: 'With QR code' }, LONG));
  return { user, answers, fetchMock, app };
}

const creations = (fetchMock: ReturnType<typeof mockApi>) =>
  calledPaths(fetchMock).filter((path) => path === CREATE).length;

describe('spec §2, §4 QR login: a server code drawn as a QR image, polled until confirmed or expired', () => {
  it('spec §4: waiting shows the QR image and the scan instruction', async () => {
    await openQrTab('qrWaiting');
    expect(await screen.findByTitle('Login QR code', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Scan with the mobile app/)).toBeInTheDocument());
  });

  it('spec §4: scanned asks to confirm in the app', async () => {
    await openQrTab('qrScanned');
    expect(await screen.findByText(/Confirm the login in the mobile app/, {}, LONG)).toBeInTheDocument();
  });

  it.each(['qrExpired', 'qrCodeExpiredError'])(
    'spec §8: %s shows "QR code expired, refresh"; Refresh fetches a new code and polls it again',
    async (example) => {
      const { user, answers, fetchMock } = await openQrTab(example);
      const expired = await screen.findByTestId('qr-expired', undefined, LONG);
      expect(expired).toHaveTextContent('QR code expired, refresh');
      answers[STATUS] = answer('auth', 'qrWaiting');
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(creations(fetchMock)).toBe(2));
      await waitFor(() => expect(screen.queryByTestId('qr-expired')).toBeNull(), LONG);
      expect(screen.getByTitle('Login QR code')).toBeInTheDocument();
    },
  );

  it('spec §4: confirmed in the app starts the session and leaves login', async () => {
    const { app } = await openQrTab('qrConfirmed');
    await waitFor(() => expect(app.location()).toBe('/en_US'), LONG);
    expect(getToken()).toBe(
      (contractExample('auth', 'qrConfirmed') as { data: { token: string } }).data.token,
    );
  });

  it('polling stops when the QR tab is left (no observer of the status query remains)', async () => {
    const { user, app, fetchMock } = await openQrTab('qrWaiting');
    await waitFor(() => expect(calledPaths(fetchMock)).toContain(STATUS), LONG);
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
    const answers: Record<string, MockAnswer> = {
      ...loggedInApi('kycApproved'),
      [CREATE]: { status: 500, body: contractExample('errors', 'SERVER_BUSY') },
    };
    const fetchMock = mockApi(answers);
    renderApp('/en_US/login');
    await user.click(await screen.findByRole('tab', { name: 'With QR code' }, LONG));
    expect(await screen.findByText('The QR code could not be created', {}, LONG)).toBeInTheDocument();
    answers[CREATE] = answer('auth', 'qrCodeCreated');
    answers[STATUS] = answer('auth', 'qrWaiting');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Login QR code', {}, LONG)).toBeInTheDocument();
    expect(creations(fetchMock)).toBe(2);
  });
});
