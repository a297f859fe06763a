import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getListWithdrawalsQueryKey } from '@generated/hooks/funds/funds';
import { getGetUserInfoQueryKey } from '@generated/hooks/user/user';
import { START_UP_BODY } from '@/api/session/startup-data';
import { useInvalidate, useInvalidateAll } from '@/kit/cache/use-invalidate';
import { useRefreshUserInfo } from '@/kit/cache/use-refresh-user-info';

// design.md: one invalidation path, named by the generated query-key functions (src/kit/cache).
const KEYS = {
  page1: getListWithdrawalsQueryKey({ page: 1, pageSize: 20 }),
  page2: getListWithdrawalsQueryKey({ page: 2, pageSize: 20 }),
  session: getGetUserInfoQueryKey(START_UP_BODY),
  otherUserInfo: getGetUserInfoQueryKey({ uaTime: '2025-06-03 10:00:00' }),
};

function cached() {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, { code: 'SUCCESS' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () =>
    Object.entries(KEYS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { wrapper, invalidated };
}

describe('kit/cache', () => {
  it('useInvalidate: every query of the named operation, whatever its body, and no other', async () => {
    const { wrapper, invalidated } = cached();
    const { result } = renderHook(() => useInvalidate(), { wrapper });
    expect(invalidated()).toEqual([]);
    await act(() => result.current(getListWithdrawalsQueryKey));
    expect(invalidated()).toEqual(['page1', 'page2']);
  });

  it("useRefreshUserInfo: the session's user info only", async () => {
    const { wrapper, invalidated } = cached();
    const { result } = renderHook(() => useRefreshUserInfo(), { wrapper });
    await act(() => result.current());
    expect(invalidated()).toEqual(['session']);
  });

  it('useInvalidateAll: every query', async () => {
    const { wrapper, invalidated } = cached();
    const { result } = renderHook(() => useInvalidateAll(), { wrapper });
    await act(() => result.current());
    expect(invalidated()).toEqual(Object.keys(KEYS));
  });
});
