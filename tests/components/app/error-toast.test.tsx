import { notifications, notificationsStore } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOASTS_ERRORS } from '@/api/error-ownership';
import { http } from '@/api/http';
import { contractExample } from '../../test-utils/contract-examples';
import { mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { pathOf } from '../../test-utils/screen-kit';

const serverBusy = contractExample('errors', 'SERVER_BUSY') as { message: string };
const rateCall = () => http('/common/rateV2', { method: 'POST', body: JSON.stringify({ fiat: 'usd' }) });

async function failRateCall(meta?: typeof TOASTS_ERRORS) {
  mockApi({ ...visitorApi(), [pathOf('getRate')]: { body: serverBusy } });
  const { queryClient } = renderApp('/en_US');
  await screen.findByRole('heading', { level: 1 });
  await queryClient.fetchQuery({ queryKey: ['rate'], queryFn: rateCall, retry: false, meta }).catch(() => {});
}

describe('/ spec §8: a failed call that opts into the toast shows the server message as a toast', () => {
  // Mantine keeps toasts in a module-level store that outlives a test's render.
  beforeEach(() => notifications.clean());

  it('toasts the server message of a non-SUCCESS answer (meta TOASTS_ERRORS)', async () => {
    await failRateCall(TOASTS_ERRORS);
    // Queued as the query fails (the app listens to the query cache), before fetchQuery settles.
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    expect(await screen.findByText(serverBusy.message)).toBeInTheDocument();
  });

  it('WCAG 4.1.3: the toast is an alert, read out as it appears, with a named close control', async () => {
    await failRateCall(TOASTS_ERRORS);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(serverBusy.message);
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('stays quiet for a call without the opt-in: its screen shows the failure itself', async () => {
    await failRateCall();
    // A toast would be queued by now (see above): none is.
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(screen.queryByText(serverBusy.message)).not.toBeInTheDocument();
  });

  it('toasts a failed mutation too, with a translated text when no response arrived', async () => {
    mockApi(visitorApi());
    const { queryClient } = renderApp('/en_US');
    await screen.findByRole('heading', { level: 1 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: rateCall, meta: TOASTS_ERRORS });
    await mutation.execute(undefined).catch(() => {});
    expect(await screen.findByText('Network error, please check your connection')).toBeInTheDocument();
  });

  it('stays quiet for a failed mutation without the opt-in (its form or button shows the refusal)', async () => {
    mockApi(visitorApi());
    const { queryClient } = renderApp('/en_US');
    await screen.findByRole('heading', { level: 1 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: rateCall });
    const failure = await mutation.execute(undefined).catch((error: unknown) => error);
    // The mutation has failed and the cache has told its listeners (the toast is queued synchronously then).
    expect(failure).toBeInstanceOf(Error);
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
