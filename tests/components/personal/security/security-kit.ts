// Shared steps of the personal-centre security tests: open a screen as a user of a named getUserInfo
// example, with other calls answered by their contract examples.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { contractExample } from '../../../test-utils/contract-examples';
import { loggedInApi, type MockAnswer, mockApi } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render';

export const LONG = { timeout: 10_000 };
export const SUCCESS = { body: contractExample('common', 'success') };
export const LOCKED_48 = { body: contractExample('security', 'withdrawLocked48') };
export const answer = (file: string, name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample(file, name),
});
export const errorAnswer = (name: string, status: number): MockAnswer => answer('errors', name, status);

/** Opens `/en_US/personal/<page>` as the user of `userInfoExample`; returns the fetch mock and the app. */
export function openAs(page: string, userInfoExample: string, answers: Record<string, MockAnswer> = {}) {
  window.localStorage.setItem('token', 'test-token');
  const fetchMock = mockApi({ ...loggedInApi(userInfoExample), ...answers });
  const app = renderApp(`/en_US/personal/${page}`);
  return { fetchMock, app };
}

/** The contract paths the fetch mock was called with. */
export const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), 'http://localhost').pathname.replace(/^\/mock/, ''),
  );

/** The JSON body of the last call to `path`. */
export function lastBody(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, unknown> {
  const call = [...fetchMock.mock.calls]
    .reverse()
    .find(([input]) => new URL(String(input), 'http://localhost').pathname.endsWith(path));
  if (!call) throw new Error(`no call to ${path}`);
  const init = (call as unknown[])[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}

/** Pastes a 6-digit code into the code boxes of `fieldId` (e.g. 'bind-google_googleCode'). */
export async function pasteCode(user: UserEvent, fieldId: string, code = '123456') {
  const group = await screen.findByTestId(fieldId, undefined, LONG);
  await user.click(within(group).getByRole('textbox', { name: /^Digit 1 of/ }));
  await user.paste(code);
}
