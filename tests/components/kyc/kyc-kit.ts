// Shared steps of the identity-verification tests: open a screen as a user with the getVerificationStatus
// (and other kyc) answers taken from the contract's named examples.
import { contractExample } from '../../test-utils/contract-examples';
import { loggedInApi, type MockAnswer, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

// The first render of a lazy screen with its form chunks can take long on a busy machine.
export const LONG = { timeout: 20_000 };
export const STATUS = '/kyc/verification_status';
export const SUBMIT_INDIVIDUAL = '/api/v1/user/kyc/personal';
export const CORPORATE_STATUS = '/kyc/enterprise/status';
export const DRAFT = '/kyc/enterprise/get_draft';
export const SAVE_STEP = '/kyc/enterprise/save_draft';
export const SAVE_INPUT = '/cropPassKyc/completeUserInputInfo';
export const SAVE_PEOPLE = '/cropPassKyc/savePartPersonKycInfo';
export const SUBMIT_CORPORATE = '/kyc/enterprise/submit';
export const CONFIG = '/kyc/config';
export const SINGPASS_VERIFY = '/kyc/singPass/verifyAuth';
export const SINGPASS_SUBMIT = '/kyc/auth_realname_singapore';

export const kyc = (name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample('kyc', name),
});

/** Opens `/<lang>/personal/<page>` as the kycApproved-style user of `userInfoExample`. */
export function openKyc(
  page: string,
  answers: Record<string, MockAnswer>,
  { user = 'kycUnknown', lang = 'en_US' }: { user?: string; lang?: string } = {},
) {
  window.localStorage.setItem('token', 'test-token');
  const fetchMock = mockApi({ ...loggedInApi(user), ...answers });
  const app = renderApp(`/${lang}/personal/${page}`);
  return { fetchMock, app };
}

export const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) =>
    new URL(String(input), 'http://localhost').pathname.endsWith(path),
  );

/** The JSON body of the last call to `path`. */
export function lastBody(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, unknown> {
  const call = callsTo(fetchMock, path).at(-1);
  if (!call) throw new Error(`no call to ${path}`);
  const init = (call as unknown[])[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
