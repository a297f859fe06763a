import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInApi, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render-app';

const preferOf = (call: unknown[]) =>
  new Headers((call[1] as RequestInit | undefined)?.headers).get('Prefer');

describe('issue 2 §4 QA scenario switch', () => {
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
      const userInfoCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/v1/user/info'));
      expect(userInfoCall && preferOf(userInfoCall)).toBe('code=200, example=kycPending');
    });
  });
});
