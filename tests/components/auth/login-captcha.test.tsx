import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInApi, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { lastBodySentTo } from '../personal/security/security-kit';
import { answer, LONG, passSliderCheck } from './auth-kit';
import { pathOf } from '../../test-utils/screen-kit';

const LOGIN = pathOf('login');

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('spec §5 captcha on login when the site asks (runtime config loginCaptcha)', () => {
  it('the security check comes first and its type-1 result rides with the login', async () => {
    const user = userEvent.setup();
    window.__APP_CONFIG__ = { loginCaptcha: true };
    const fetchMock = mockApi({ ...loggedInApi('kycApproved'), [LOGIN]: answer('user', 'loginSuccess') });
    const app = renderApp('/en_US/login');
    await user.type(
      await screen.findByLabelText(/Phone number or email/, undefined, LONG),
      'investor@example.com',
    );
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await passSliderCheck(user);
    await waitFor(() => expect(app.location()).toBe('/en_US'), LONG);
    expect(lastBodySentTo(fetchMock, LOGIN)).toMatchObject({
      mobileNumber: 'investor@example.com',
      verificationType: '1',
      csessionid: expect.any(String),
      sig: expect.any(String),
      token: expect.any(String),
      scene: expect.any(String),
    });
  });

  it('closing the check does not log in and says why, keeping what was typed', async () => {
    const user = userEvent.setup();
    window.__APP_CONFIG__ = { loginCaptcha: true };
    const fetchMock = mockApi({ ...loggedInApi('kycApproved'), [LOGIN]: answer('user', 'loginSuccess') });
    renderApp('/en_US/login');
    await user.type(
      await screen.findByLabelText(/Phone number or email/, undefined, LONG),
      'investor@example.com',
    );
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('slider', { name: 'Slide to verify' }, LONG);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Complete the security check to continue.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number or email/)).toHaveValue('investor@example.com');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining(LOGIN),
    );
  });
});
