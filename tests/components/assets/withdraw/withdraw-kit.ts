// Shared steps of the /assets/withdraw tests: open a tab as the kycApproved user (phone, email and Google
// on), its calls answered by named contract examples.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { contractExample } from '../../../test-utils/contract-examples';
import { loggedInApi, type MockAnswer, mockApi } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render';

export { calledPaths, lastBody, LONG } from '../../personal/security/security-kit';

export const example = (file: string, name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample(file, name),
});
export const SERVER_BUSY = example('errors', 'SERVER_BUSY', 500);

export const PATHS = {
  config: '/finance/get_withdraw_config',
  submit: '/finance/do_withdraw_v4',
  records: '/record/withdraw_list',
  cancel: '/finance/cancel_withdraw',
  identityInfo: '/security/get_identity_auth_info',
  identityCheck: '/security/identity_auth_info_check',
  addresses: '/addr/address_list',
  addAddress: '/addr/add_withdraw_addr_v4',
  validateAddress: '/addr/add_withdraw_addr_validate_v4',
  deleteAddress: '/addr/delete_withdraw_addr',
  trust: '/addr/trust_withdraw_addr',
  recipient: '/finance/check_transfer_account',
  transfer: '/finance/internal_transfer',
} as const;

/** Opens `/<lang>/assets/withdraw?tab=<tab>`; the withdraw config and the address check answer their
 * defaults unless given. */
export function openWithdraw(
  tab: 'withdraw' | 'transfer' | 'addresses' | 'records',
  answers: Record<string, MockAnswer> = {},
  { lang = 'en_US', query = '' }: { lang?: string; query?: string } = {},
) {
  window.localStorage.setItem('token', 'test-token');
  const live: Record<string, MockAnswer> = Object.assign(
    loggedInApi('kycApproved'),
    {
      [PATHS.config]: example('funds', 'withdrawConfig'),
      [PATHS.validateAddress]: example('assets', 'addressValid'),
    },
    answers,
  );
  const fetchMock = mockApi(live);
  const app = renderApp(`/${lang}/assets/withdraw?tab=${tab}${query}`);
  return { fetchMock, app, answers: live };
}

/** A withdraw config answer with some limits changed (the default example's otherwise). */
export function configWith(changes: Record<string, unknown>): MockAnswer {
  const body = contractExample('funds', 'withdrawConfig') as { data: Record<string, unknown> };
  return { body: { ...body, data: { ...body.data, ...changes } } };
}

/** Types the codes of the kycApproved user's three methods into the form `formId`. */
export async function typeCodes(user: UserEvent, formId: string) {
  await user.type(screen.getByTestId(`${formId}_smsValidCode`), '135790');
  await user.type(screen.getByTestId(`${formId}_emailValidCode`), '246801');
  const google = screen.getByTestId(`${formId}_googleCode`);
  const [first] = within(google).getAllByRole('textbox');
  if (!first) throw new Error('no code boxes');
  await user.click(first);
  await user.paste('507261');
}
