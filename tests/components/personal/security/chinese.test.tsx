import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { contractExample } from '../../../test-utils/contract-examples';
import { loggedInApi, mockApi } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render';
import { LONG } from '../../../test-utils/screen-kit';

// Both languages (spec §1): a missing zh_CN key fails the test (tests/setup.ts).
describe('the security screens in Chinese', () => {
  it('account page: security rows and invitations', async () => {
    await applyLanguage('zh_CN');
    mockApi({
      ...loggedInApi('kycApproved'),
      '/return/invite_info_list': { body: contractExample('profile', 'inviteInfo') },
    });
    renderApp('/zh_CN/personal/userManagement');
    expect(await screen.findByText('账户安全', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '邀请链接二维码' })).toBeInTheDocument();
  });

  it('bind Google, missing a nickname: says so in Chinese', async () => {
    await applyLanguage('zh_CN');
    mockApi(loggedInApi('kycApprovedNoNickname'));
    renderApp('/zh_CN/personal/bindGoogle');
    expect(await screen.findByRole('link', { name: '设置昵称' }, LONG)).toBeInTheDocument();
  });

  it('change password: the 48-hour notice and the form in Chinese', async () => {
    await applyLanguage('zh_CN');
    mockApi(loggedInApi('kycApproved'));
    renderApp('/zh_CN/personal/changePassword');
    expect(await screen.findByRole('button', { name: '修改密码' }, LONG)).toBeInTheDocument();
  });
});
