// The component tests share a window and a module graph (vite.config.ts), so a test must not reach the next
// one's fetch stub: a call the next test's screen never made would change what that test counts.
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadTimeZone } from '@/api/fingerprint';
import { nextTask } from '@/lib/next-task';
import { mockApi, loggedInApi } from '../../test-utils/mock-api';
import { callsTo, openScreenAs } from '../../test-utils/screen-kit';

let leftBehind: QueryClient | undefined;
let stillWaiting: { done: Promise<unknown>; sentThrough: ReturnType<typeof mockApi> } | undefined;

describe('what a component test leaves behind (tests/setup.ts)', () => {
  it('a test ends with its session loaded', async () => {
    const { app, fetchMock } = openScreenAs('kycApproved', 'personal/userManagement');
    await waitFor(() => expect(callsTo(fetchMock, 'getUserInfo')).toHaveLength(1));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    leftBehind = app.queryClient;
  });

  it("a refetch the last test's calls start afterwards never reaches this test's fetch", async () => {
    expect(leftBehind, 'the test before this one ran').toBeDefined();
    const fetchMock = mockApi(loggedInApi('kycApproved'));
    // What a login left in flight does once it answers: the session's user info is fetched again.
    await leftBehind!.refetchQueries();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a test ends while a refetch waits for its task', async () => {
    const { app, fetchMock } = openScreenAs('kycApproved', 'personal/userManagement');
    await waitFor(() => expect(callsTo(fetchMock, 'getUserInfo')).toHaveLength(1));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    // A screen's reload of the user info (an approval seen), started as the test's last step.
    stillWaiting = {
      done: app.queryClient.invalidateQueries().catch(() => undefined),
      sentThrough: fetchMock,
    };
    expect(app.queryClient.isFetching()).toBeGreaterThan(0);
  });

  it('the call that was waiting is cancelled: sent through neither fetch stub', async () => {
    expect(stillWaiting, 'the test before this one ran').toBeDefined();
    const fetchMock = mockApi(loggedInApi('kycApproved'));
    await stillWaiting!.done;
    // What the call waited for before it would be sent (api/http.ts), then the task that sends it.
    await Promise.all([nextTask(), loadTimeZone()]);
    await nextTask();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(callsTo(stillWaiting!.sentThrough, 'getUserInfo')).toHaveLength(1);
  });
});
