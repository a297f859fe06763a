import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loggedInApi, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { LONG } from '../../test-utils/screen-kit';
import { pathOf } from '../../test-utils/screen-kit';

const headerOf = (call: unknown[], name: string) =>
  new Headers((call[1] as RequestInit | undefined)?.headers).get(name);
const preferOf = (call: unknown[]) => headerOf(call, 'Prefer');

describe('QA scenario switch', () => {
  beforeEach(() => {
    window.__APP_CONFIG__ = { qaScenarios: true };
  });
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it("lists the contract's examples per operation and sends the chosen one as Prism's Prefer header", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(loggedInApi('kycApproved'));
    renderApp('/en_US/investments');
    await user.click(await screen.findByRole('button', { name: 'QA scenarios' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search operations' }), 'user/info');
    await user.click(await screen.findByRole('combobox', { name: 'getUserInfo' }));
    for (const name of ['kycApproved (200)', 'kycRejected (200)', 'kycUnknown (200)', 'UNAUTHORIZED (401)']) {
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    }
    fetchMock.mockClear();
    await user.click(screen.getByRole('option', { name: 'kycPending (200)' }));

    expect(JSON.parse(window.sessionStorage.getItem('qa.scenarios') ?? '{}')).toEqual({
      getUserInfo: { name: 'kycPending', status: 200 },
    });
    await waitFor(() => {
      const userInfoCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith(pathOf('getUserInfo')));
      expect(userInfoCall && preferOf(userInfoCall)).toBe('code=200, example=kycPending');
    });
  });
});

describe("the QA switch's thin backend (the mock's thin modes)", () => {
  beforeEach(() => {
    window.__APP_CONFIG__ = { qaScenarios: true };
  });
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('sends x-mock-thin on every call once chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(loggedInApi('kycApproved'));
    renderApp('/en_US/investments');
    await user.click(await screen.findByRole('button', { name: 'QA scenarios' }));
    await user.click(await screen.findByRole('combobox', { name: 'Thin backend' }));
    fetchMock.mockClear();
    await user.click(screen.getByRole('option', { name: 'Thin backend: no assumed fields' }));

    expect(window.sessionStorage.getItem('qa.thin')).toBe('no-assumed');
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(0));
    for (const call of fetchMock.mock.calls) {
      expect(headerOf(call, 'x-mock-thin')).toBe('no-assumed');
    }
  });
});

describe('the QA switch is off by default (a real backend never sees it)', () => {
  it('shows no QA panel and no forms gallery with the built-in config', async () => {
    mockApi(loggedInApi('kycApproved'));
    renderApp('/en_US/qa/forms');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'QA scenarios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Forms gallery' })).not.toBeInTheDocument();
  });
});
