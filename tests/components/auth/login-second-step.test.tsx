import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/api/token-store';
import { contractExample } from '../../test-utils/contract-examples';
import { loggedInApi, mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

/** Types an account and a password into the login form and submits it. */
async function logIn() {
  const user = userEvent.setup();
  await user.type(
    await screen.findByLabelText(/Phone number or email/, undefined, { timeout: 10_000 }),
    'investor@example.com',
  );
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('issue 7 §3: a login answer that asks for a second step is not a session (spec §4)', () => {
  it.each(['loginSecondStepGoogle', 'loginSecondStepSms', 'loginSecondStepEmail'])(
    '%s: stays on login, keeps what was typed, stores no token',
    async (example) => {
      mockApi({ ...visitorApi(), '/user/login_in': { body: contractExample('user', example) } });
      const app = renderApp('/en_US/login');
      await logIn();
      expect(await screen.findByText(/asks for a second verification code/)).toBeInTheDocument();
      expect(app.location()).toBe('/en_US/login');
      expect(getToken()).toBeFalsy();
      expect(screen.getByLabelText(/Phone number or email/)).toHaveValue('investor@example.com');
    },
  );

  it('starts the session when no second step is due', async () => {
    // User info answers as for the signed-in user, so the refetch after login keeps the session.
    mockApi({
      ...loggedInApi('kycApproved'),
      '/user/login_in': { body: contractExample('user', 'loginSuccess') },
    });
    const app = renderApp('/en_US/login');
    await logIn();
    await waitFor(() => expect(app.location()).toBe('/en_US'));
    expect(getToken()).toBe(
      (contractExample('user', 'loginSuccess') as { data: { token: string } }).data.token,
    );
  });
});
