import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { calledPaths, example, lastBodySentTo, LONG, openRecords, SERVER_BUSY } from './records-kit';
import { pathOf } from '../../../test-utils/screen-kit';

const LOGINS = pathOf('listLoginHistory');
const SETTINGS = pathOf('listSecurityHistory');

describe('/personal/safetyRecord (spec §3 login/security history, §9 latest 30 records)', () => {
  it('shows time, type, IP and status; the page size goes as size (spec §7)', async () => {
    const { fetchMock } = openRecords('safetyRecord', { [LOGINS]: example('security', 'loginHistory') });
    const table = await screen.findByRole('table', {}, LONG);
    expect(within(table).getAllByText('Log in')).toHaveLength(4);
    expect(within(table).getAllByText('Failed')).toHaveLength(1);
    expect(within(table).getAllByText('198.51.100.7')).toHaveLength(2);
    expect(lastBodySentTo(fetchMock, LOGINS)).toMatchObject({ page: 1, size: 20 });
    expect(calledPaths(fetchMock)).not.toContain(SETTINGS);
  });

  it('spec §9: the latest 30 records page through two pages', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRecords('safetyRecord', {
      [LOGINS]: example('security', 'loginHistoryLatest30'),
    });
    await screen.findByRole('table', {}, LONG);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(lastBodySentTo(fetchMock, LOGINS)).toMatchObject({ page: 2 });
  });

  it('spec §3: the security tab shows each action as a translated label', async () => {
    const user = userEvent.setup();
    openRecords('safetyRecord', {
      [LOGINS]: example('security', 'loginHistory'),
      [SETTINGS]: example('security', 'securityHistory'),
    });
    await user.click(await screen.findByRole('tab', { name: 'Security history' }, LONG));
    const table = await screen.findByRole('table', {}, LONG);
    expect(within(table).queryByText(/^[A-Z_]+$/)).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('spec §8: an empty history shows "No data"; a failed one offers Retry', async () => {
    const user = userEvent.setup();
    const { answers } = openRecords('safetyRecord', { [LOGINS]: SERVER_BUSY });
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    answers[LOGINS] = example('security', 'historyEmpty');
    await user.click(retry);
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
  });

  it('both languages: the history in Chinese', async () => {
    await applyLanguage('zh_CN');
    openRecords('safetyRecord', { [LOGINS]: example('security', 'loginHistory') }, { lang: 'zh_CN' });
    const table = await screen.findByRole('table', {}, LONG);
    expect(within(table).getAllByText('登录')).toHaveLength(4);
    expect(within(table).getByText('失败')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '安全设置记录' })).toBeInTheDocument();
  });
});
