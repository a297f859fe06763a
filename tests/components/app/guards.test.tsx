import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiEvents } from '@/api/session-events';
import { LOGIN_REDIRECT_DELAY_MS } from '@/app/guards/route-access';
import { ROUTES } from '@/app/routing/route-table';
import { i18n } from '@/i18n';
import { loggedInApi, mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { pathOf } from '../../test-utils/screen-kit';

describe('spec §4 guards', () => {
  it('sends a known-logged-out visitor from a login-only route to /login, remembering the route', async () => {
    const timers = vi.spyOn(window, 'setTimeout');
    mockApi(visitorApi());
    const app = renderApp('/en_US/assets/fiatAccount');
    await waitFor(
      () => expect(app.location()).toBe('/en_US/login?redirect=%2Fen_US%2Fassets%2FfiatAccount'),
      {
        timeout: 2000,
      },
    );
    expect(timers.mock.calls.filter(([, ms]) => ms === LOGIN_REDIRECT_DELAY_MS)).toHaveLength(1);
  });

  it('lets a visitor stay on a public route', async () => {
    // The guard sends a visitor to /login through a LOGIN_REDIRECT_DELAY_MS timer: none may be set here.
    const timers = vi.spyOn(window, 'setTimeout');
    mockApi(visitorApi());
    const app = renderApp('/en_US/investments');
    await screen.findByTestId('visitor-actions');
    expect(timers.mock.calls.filter(([, ms]) => ms === LOGIN_REDIRECT_DELAY_MS)).toEqual([]);
    expect(app.location()).toBe('/en_US/investments');
  });

  it('sends a user without approved KYC from /trade to /personal/kycEnter', async () => {
    mockApi(loggedInApi('kycPending'));
    const app = renderApp('/en_US/trade/BTC_USDT');
    await waitFor(() => expect(app.location()).toBe('/en_US/personal/kycEnter'));
  });

  it('opens /trade for an approved user, with the trade tab active', async () => {
    mockApi(loggedInApi('kycApproved'));
    const app = renderApp('/zh_CN/trade');
    const trade = await within(screen.getByRole('banner')).findByRole('link', { name: '交易' });
    expect(trade).toHaveAttribute('aria-current', 'page');
    expect(app.location()).toBe('/zh_CN/trade');
  });

  it('on session expiry clears login and leaves a login-only route for /login', async () => {
    mockApi(loggedInApi('kycApproved'));
    const app = renderApp('/en_US/assets/tokenAccount');
    await screen.findByRole('button', { name: 'Personal centre' });
    act(() => apiEvents.emit('sessionExpired', { code: 'UNAUTHORIZED', message: '' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/en_US\/login\?redirect=/));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Personal centre' })).not.toBeInTheDocument();
  });

  it('on session expiry stays on a public route, now as a visitor', async () => {
    mockApi(loggedInApi('kycApproved'));
    const app = renderApp('/en_US/investments');
    await screen.findByRole('button', { name: 'Personal centre' });
    act(() => apiEvents.emit('sessionExpired', { code: 'UNAUTHORIZED', message: '' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/en_US/investments');
  });
});

// A screen's intro is in its route's shell, which a phone paints from the prerendered page before any script
// (RouteGuard): the screen, once the session answers, must show the same text.
const ROUTES_WITH_INTRO = ROUTES.filter((route) => route.meta.pageIntro);

describe('the intro of a login-only screen, shown while the session is checked', () => {
  it('is on some route', () => expect(ROUTES_WITH_INTRO.length).toBeGreaterThan(0));

  it.each(ROUTES_WITH_INTRO.map((route) => [route.path, route.meta.pageIntro!]))(
    '/%s shows it in its shell, then in its screen',
    async (path, intro) => {
      mockApi(loggedInApi('kycApproved'));
      renderApp(`/en_US/${path.replace(/\/:\w+\?$/, '')}`);
      const text = i18n.t(intro);
      expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeInTheDocument();
      expect(screen.getByTestId('page-intro')).toHaveTextContent(text);
      await waitFor(() =>
        expect(screen.queryByRole('status', { name: 'Checking your session…' })).toBeNull(),
      );
      expect(await screen.findByTestId('page-intro')).toHaveTextContent(text);
    },
  );
});

describe('spec §4 log-out and §8 tips', () => {
  it('logs out once even when clicked twice, then shows the success tip and the visitor header', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(loggedInApi('kycApproved'));
    renderApp('/en_US/investments');
    await user.click(await screen.findByRole('button', { name: 'Personal centre' }));
    const logout = await screen.findByRole('menuitem', { name: 'Log out' });
    await user.dblClick(logout);
    expect(await screen.findByText('You have logged out')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const logoutCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith(pathOf('logout')));
    expect(logoutCalls).toHaveLength(1);
  });

  it('shows the server message when log-out fails and keeps the user logged in', async () => {
    const user = userEvent.setup();
    mockApi({
      ...loggedInApi('kycApproved'),
      [pathOf('logout')]: {
        body: { code: 'SERVER_BUSY', message: 'Logout is unavailable right now', data: null },
      },
    });
    renderApp('/en_US/investments');
    await user.click(await screen.findByRole('button', { name: 'Personal centre' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logout is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Personal centre' })).toBeInTheDocument();
  });
});

describe('spec §4 start-up and §8 request-layer events', () => {
  it('fetches public info, user info and the country list on start', async () => {
    const fetchMock = mockApi(visitorApi());
    renderApp('/en_US');
    await waitFor(() => {
      const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/mock/api/v0/public',
          '/mock/api/v1/user/info',
          '/mock/api/v0/public/areas',
        ]),
      );
    });
  });

  it('shows the server message of GOOGLE_VERIFY_FAILED as an error toast', async () => {
    mockApi(visitorApi());
    renderApp('/en_US/investments');
    await screen.findByTestId('visitor-actions');
    act(() => apiEvents.emit('googleVerifyFailed', { message: 'Google code is wrong' }));
    expect(await screen.findByText('Google code is wrong')).toBeInTheDocument();
  });
});
