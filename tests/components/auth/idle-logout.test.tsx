import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getToken } from '@/api/token-store';
import { loggedInApi, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { calledPaths } from '../personal/security/security-kit';
import { LONG } from './auth-kit';

const WARNING = { name: 'Are you still there?' };

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('idle auto-logout (spec §4 logout)', () => {
  it('warns, "stay signed in" keeps the session, and without it the user lands on login with a redirect', async () => {
    const user = userEvent.setup();
    // A short idle time from the runtime config (3 s, the warning halfway: time for its lazy chunk).
    window.__APP_CONFIG__ = { idleLogoutMinutes: 0.05 };
    window.localStorage.setItem('token', 'test-token');
    const fetchMock = mockApi(loggedInApi('kycApproved'));
    const app = renderApp('/en_US/investments');
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }, LONG));
    await waitFor(() => expect(screen.queryByRole('dialog', WARNING)).toBeNull());
    expect(getToken()).toBe('test-token');
    await screen.findByRole('dialog', WARNING, LONG);
    await waitFor(() => expect(app.location()).toBe('/en_US/login?redirect=%2Fen_US%2Finvestments'), LONG);
    expect(getToken()).toBeFalsy();
    expect(calledPaths(fetchMock)).toContain('/api/v0/public/logout');
  });
});
