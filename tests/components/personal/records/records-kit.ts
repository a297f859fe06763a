// Shared steps of the personal-centre records tests: open a screen as a user of a named getUserInfo
// example, its calls answered by named contract examples; answers can change mid-test (retry).
import { contractExample } from '../../../test-utils/contract-examples';
import { loggedInApi, type MockAnswer, mockApi } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render';

export { calledPaths, lastBody, LONG, pasteCode, SUCCESS } from '../security/security-kit';

export const example = (file: string, name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample(file, name),
});
export const SERVER_BUSY = example('errors', 'SERVER_BUSY', 500);

/** Opens `/<lang>/personal/<page>`; `answers` stays live, so a test may change an answer before a retry. */
export function openRecords(
  page: string,
  answers: Record<string, MockAnswer>,
  { user = 'kycApproved', lang = 'en_US' }: { user?: string; lang?: string } = {},
) {
  window.localStorage.setItem('token', 'test-token');
  const live: Record<string, MockAnswer> = Object.assign(loggedInApi(user), answers);
  const fetchMock = mockApi(live);
  const app = renderApp(`/${lang}/personal/${page}`);
  return { fetchMock, app, answers: live };
}

/** The row at `index`, failing the test when there is none. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} of ${items.length}`);
  return item;
}
