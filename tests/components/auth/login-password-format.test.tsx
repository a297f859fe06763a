import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, type Language } from '@/i18n';
import { loggedInApi, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { calledPaths, lastBodySentTo } from '../personal/security/security-kit';
import { answer, LONG } from './auth-kit';
import { pathOf } from '../../test-utils/screen-kit';

const LOGIN = pathOf('login');

afterEach(async () => {
  await applyLanguage('en_US');
});

describe.each<Language>(['en_US', 'zh_CN'])('spec §5 password format on login (%s)', (language) => {
  const t = i18n.getFixedT(language);

  async function openLogin() {
    await applyLanguage(language);
    const fetchMock = mockApi({ ...loggedInApi('kycApproved'), [LOGIN]: answer('user', 'loginSuccess') });
    const app = renderApp(`/${language}/login`);
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(new RegExp(`^${t('auth:login.account')}`), undefined, LONG),
      'investor@example.com',
    );
    const password = screen.getByLabelText(new RegExp(`^${t('auth:login.password')}\\s*\\*?$`));
    const submit = () => user.click(screen.getByRole('button', { name: t('auth:login.submit') }));
    return { fetchMock, app, user, password, submit };
  }

  it.each(['abcd', 'abcdefgh', '12345678'])(
    '%s: the format message beside the field, nothing sent, the password kept',
    async (typed) => {
      const { fetchMock, user, password, submit } = await openLogin();
      await user.type(password, typed);
      await submit();
      const message = t('forms:errors.format.password');
      await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveValue(typed);
      expect(calledPaths(fetchMock).filter((path) => path.endsWith(LOGIN))).toEqual([]);
    },
  );

  it('a password of the format logs in', async () => {
    const { fetchMock, app, user, password, submit } = await openLogin();
    await user.type(password, 'Secret123');
    await submit();
    await waitFor(() => expect(app.location()).toBe(`/${language}`), LONG);
    expect(lastBodySentTo(fetchMock, LOGIN)).toMatchObject({ mobileNumber: 'investor@example.com' });
  });
});
