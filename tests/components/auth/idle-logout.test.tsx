import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/api/token-store';
import { loggedInApi, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { calledPaths } from '../personal/security/security-kit';
import { LONG } from './auth-kit';
import { pathOf } from '../../test-utils/screen-kit';

const WARNING = { name: 'Are you still there?' };
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
  delete window.__APP_CONFIG__;
});

describe('idle auto-logout (spec §4 logout)', () => {
  it('warns, "stay signed in" keeps the session, and without it the user lands on login with a redirect', async () => {
    // The idle clock reads a fake Date and wakes on fake timers: the test moves it to the warning (a minute
    // before the end) and to the end, so no real minute passes and a slow machine cannot miss the warning.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    window.__APP_CONFIG__ = { idleLogoutMinutes: 10 };
    window.localStorage.setItem('token', 'test-token');
    const fetchMock = mockApi(loggedInApi('kycApproved'));
    const app = renderApp('/en_US/investments');
    await screen.findByRole('button', { name: 'Personal centre' }, LONG);
    // Activity: the ten idle minutes count from here.
    fireEvent.keyDown(window);
    act(() => vi.advanceTimersByTime(9 * MINUTE));
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }, LONG));
    await waitFor(() => expect(screen.queryByRole('dialog', WARNING)).toBeNull());
    expect(getToken()).toBe('test-token');

    act(() => vi.advanceTimersByTime(9 * MINUTE));
    await screen.findByRole('dialog', WARNING, LONG);
    act(() => vi.advanceTimersByTime(MINUTE));
    await waitFor(() => expect(app.location()).toBe('/en_US/login?redirect=%2Fen_US%2Finvestments'), LONG);
    expect(getToken()).toBeFalsy();
    expect(calledPaths(fetchMock)).toContain(pathOf('logout'));
  });
});
