import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/routing/route-table';
import { SCREENS } from '@/app/routing/screens';
import { loggedInApi, mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { findScreenHeading } from '../../test-utils/screen-kit';

describe('spec §2 routes', () => {
  it('redirects a path without a language segment to the prefixed one', async () => {
    mockApi(visitorApi());
    const app = renderApp('/investments?x=1');
    await waitFor(() => expect(app.location()).toBe('/en_US/investments?x=1'));
  });

  it('sends an unsupported language segment to en_US on the same path', async () => {
    mockApi(visitorApi());
    const app = renderApp('/fr_FR/investments');
    await waitFor(() => expect(app.location()).toBe('/en_US/investments'));
  });

  it.each([
    ['/en_US/assets', '/en_US/assets/tokenAccount'],
    ['/zh_CN/personal', '/zh_CN/personal/userManagement'],
  ])('redirects %s to %s', async (from, to) => {
    mockApi(loggedInApi('kycApproved'));
    const app = renderApp(from);
    await waitFor(() => expect(app.location()).toBe(to));
  });

  it('shows the assets side navigation on account pages only', async () => {
    mockApi(loggedInApi('kycApproved'));
    const app = renderApp('/en_US/assets/spotAccount');
    const nav = await screen.findByRole('navigation', { name: 'Assets' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spot account' })).toHaveAttribute('aria-current', 'page');
    app.unmount();
    mockApi(loggedInApi('kycApproved'));
    renderApp('/en_US/assets/applyList');
    await findScreenHeading('Subscription records');
    expect(screen.queryByRole('navigation', { name: 'Assets' })).not.toBeInTheDocument();
  });

  it('has a screen for every route of the table (no route is left unbuilt)', () => {
    expect(ROUTES.filter((route) => !SCREENS[route.path]).map((route) => route.path)).toEqual([]);
  });

  it('has every route of the table, each with a title in both languages', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const expected of [
      'login',
      'register',
      'resetPass',
      'investments',
      'investmentDetail/:symbol?',
      'trade/:symbol?',
      'cms/:id?',
      'assets/mnFait',
      'personal/entitySumsub',
      'personal/enterpriseCert/:id?',
      'personal/enterpriseCertResult',
    ]) {
      expect(paths).toContain(expected);
    }
    // 20 personal routes of spec §2, plus API keys, fund password, blacklist and messages.
    expect(ROUTES.filter((route) => route.path.startsWith('personal/'))).toHaveLength(24);
    expect(ROUTES.filter((route) => route.path.startsWith('assets/'))).toHaveLength(8);
  });
});
