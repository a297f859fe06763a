// The component tests share a window and a module graph (vite.config.ts), so a test must not reach the next
// one's fetch stub: a call the next test's screen never made would change what that test counts.
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, loggedInApi } from '../../test-utils/mock-api';
import { callsTo, openScreenAs } from '../../test-utils/screen-kit';

let leftBehind: QueryClient | undefined;

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
});
