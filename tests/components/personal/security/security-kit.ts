// Shared steps of the personal-centre security tests: open a screen as a user of a named getUserInfo
// example, with other calls answered by their contract examples.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { contractExample } from '../../../test-utils/contract-examples';
import type { MockAnswer } from '../../../test-utils/mock-api';
import { LONG, openScreenAs } from '../../../test-utils/screen-kit';

export {
  calledPaths,
  errorAnswer,
  exampleAnswer as answer,
  lastBodySentTo,
  LONG,
} from '../../../test-utils/screen-kit';
export const SUCCESS = { body: contractExample('common', 'success') };
export const LOCKED_48 = { body: contractExample('security', 'withdrawLocked48') };

/** Opens `/en_US/personal/<page>` as the user of `userInfoExample`; returns the fetch mock and the app. */
export function openAs(page: string, userInfoExample: string, answers: Record<string, MockAnswer> = {}) {
  const { fetchMock, app } = openScreenAs(userInfoExample, `personal/${page}`, answers);
  return { fetchMock, app };
}

/** Pastes a 6-digit code into the code boxes of `fieldId` (e.g. 'bind-google_googleCode'). */
export async function pasteCode(user: UserEvent, fieldId: string, code = '123456') {
  const group = await screen.findByTestId(fieldId, undefined, LONG);
  await user.click(within(group).getByRole('textbox', { name: /^Digit 1 of/ }));
  await user.paste(code);
}
