import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Fake timers with the clock at `now` (local time), and a user-event that advances them. */
export function startFixedClock(now: Date) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
