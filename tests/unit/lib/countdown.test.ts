import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESEND_WAIT_MS, RESEND_WAIT_SECONDS, secondsLeft } from '@/lib/countdown';

// Oracle from spec §4 "waits 90 seconds with a countdown, then returns to ready": the label shows the whole
// seconds still to wait (a partly elapsed second still counts) and 0 only once the wait is over.
const oracleSeconds = (endsAt: number, now: number) => {
  let seconds = 0;
  while (now + seconds * 1000 < endsAt) seconds += 1;
  return seconds;
};

const RUNS = { numRuns: 1000 };
const time = fc.integer({ min: 0, max: 2_000_000_000_000 });
const offset = fc.integer({ min: -5_000, max: RESEND_WAIT_MS + 5_000 });

describe('spec §4/§9 code resend wait of 90 s', () => {
  it('waits 90 seconds', () => {
    expect(RESEND_WAIT_SECONDS).toBe(90);
    expect(RESEND_WAIT_MS).toBe(90_000);
  });

  it('shows the whole seconds left, rounded up, and 0 once over', () => {
    fc.assert(
      fc.property(time, offset, (now, left) => {
        expect(secondsLeft(now + left, now)).toBe(oracleSeconds(now + left, now));
      }),
      RUNS,
    );
  });

  it('shows 90 right after sending and 1 in the last second', () => {
    expect(secondsLeft(RESEND_WAIT_MS, 0)).toBe(90);
    expect(secondsLeft(RESEND_WAIT_MS, 89_000)).toBe(1);
    expect(secondsLeft(RESEND_WAIT_MS, 89_999)).toBe(1);
    expect(secondsLeft(RESEND_WAIT_MS, 90_000)).toBe(0);
  });
});
