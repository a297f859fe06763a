// Shared steps of the personal-centre security tests (a screen opens through openScreenAs as the user of a
// named getUserInfo example, at personal/<page>).
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { contractExample } from '../../../test-utils/contract-examples';
import { LONG } from '../../../test-utils/screen-kit';

export {
  calledPaths,
  errorAnswer,
  exampleAnswer as answer,
  lastBodySentTo,
  LONG,
  openScreenAs,
} from '../../../test-utils/screen-kit';
export const SUCCESS = { body: contractExample('common', 'success') };
export const LOCKED_48 = { body: contractExample('security', 'withdrawLocked48') };

/** Pastes a 6-digit code into the code boxes of `fieldId` (e.g. 'bind-google_googleCode'). */
export async function pasteCode(user: UserEvent, fieldId: string, code = '123456') {
  const group = await screen.findByTestId(fieldId, undefined, LONG);
  await user.click(within(group).getByRole('textbox', { name: /^Digit 1 of/ }));
  await user.paste(code);
}
