// Shared steps of the access-page tests (login, register, reset password).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { contractExample } from '../../test-utils/contract-examples';
import type { MockAnswer } from '../../test-utils/mock-api';

export const LONG = { timeout: 10_000 };

export const answer = (file: string, name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample(file, name),
});

/** Passes the slider security check of the open dialog (spec §5) with the keyboard. */
export async function passSliderCheck(user: UserEvent) {
  (await screen.findByRole('slider', { name: 'Slide to verify' }, LONG)).focus();
  await user.keyboard('{End}');
}
