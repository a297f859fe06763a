// Shared steps of the access-page tests (login, register, reset password).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { LONG } from '../../test-utils/screen-kit';

export { exampleAnswer as answer, LONG } from '../../test-utils/screen-kit';

/** Passes the slider security check of the open dialog (spec §5) with the keyboard. */
export async function passSliderCheck(user: UserEvent) {
  (await screen.findByRole('slider', { name: 'Slide to verify' }, LONG)).focus();
  await user.keyboard('{End}');
}
