import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESEND_WAIT_MS } from '@/lib/countdown';
import type { SendCodeEvent, SendCodeState } from '@/lib/send-code';
import { READY, stepSendCode } from '@/lib/send-code';

// Spec §4 "Code sender: after click, waits 90 seconds with a countdown, then returns to ready"; "disabled
// buttons ignore clicks"; §5 "A slider security check is required before requesting a verification code".
const RUNS = { numRuns: 1000 };

const eventAt = (now: number): fc.Arbitrary<SendCodeEvent> =>
  fc.oneof(
    fc.constant({ type: 'click' as const }),
    fc.constant({ type: 'captchaCancelled' as const }),
    fc.constant({ type: 'captchaSolved' as const }),
    fc.constant({ type: 'sent' as const, now }),
    fc.constant({ type: 'failed' as const, error: new Error('boom') }),
    fc.constant({ type: 'tick' as const, now }),
  );
// Events at non-decreasing times, with steps up to 40 s so 90-second waits both finish and do not.
const run = fc.array(fc.nat(40_000), { maxLength: 30 }).chain((gaps) => {
  const times = gaps.reduce<number[]>((acc, gap) => [...acc, (acc.at(-1) ?? 1_000_000) + gap], []);
  return fc.tuple(...times.map(eventAt));
});

describe('spec §4/§5 code sender state machine', () => {
  it('a click only acts when ready (disabled states ignore it), and opens the security check', () => {
    fc.assert(
      fc.property(run, (events) => {
        let state: SendCodeState = READY;
        for (const event of events) {
          const next = stepSendCode(state, event);
          if (event.type === 'click') {
            expect(next).toEqual(state.status === 'ready' ? { status: 'verifying' } : state);
          }
          state = next;
        }
      }),
      RUNS,
    );
  });

  it('sends only right after the security check was solved', () => {
    fc.assert(
      fc.property(run, (events) => {
        let state: SendCodeState = READY;
        for (const event of events) {
          const next = stepSendCode(state, event);
          if (next.status === 'sending' && state.status !== 'sending') {
            expect(state.status).toBe('verifying');
            expect(event.type).toBe('captchaSolved');
          }
          state = next;
        }
      }),
      RUNS,
    );
  });

  it('after a successful send waits exactly 90 s, then is ready again', () => {
    fc.assert(
      fc.property(run, (events) => {
        let state: SendCodeState = READY;
        let sentAt: number | null = null;
        for (const event of events) {
          const next = stepSendCode(state, event);
          if (state.status === 'sending' && event.type === 'sent') sentAt = event.now;
          if (state.status === 'counting' && event.type === 'tick') {
            const over = sentAt !== null && event.now >= sentAt + RESEND_WAIT_MS;
            expect(next.status).toBe(over ? 'ready' : 'counting');
          }
          if (next.status === 'counting') expect(next.endsAt).toBe((sentAt ?? NaN) + RESEND_WAIT_MS);
          if (state.status === 'counting' && next.status !== 'counting') {
            expect(event.type).toBe('tick');
            expect(next).toEqual(READY);
          }
          state = next;
        }
      }),
      RUNS,
    );
  });

  it('a failed send returns to ready with the reason; the next click clears it', () => {
    const error = new Error('rate limited');
    let state = stepSendCode(READY, { type: 'click' });
    state = stepSendCode(state, { type: 'captchaSolved' });
    state = stepSendCode(state, { type: 'failed', error });
    expect(state).toEqual({ status: 'ready', failure: { reason: error } });
    expect(stepSendCode(state, { type: 'click' })).toEqual({ status: 'verifying' });
  });

  it('cancelling the security check returns to ready without sending', () => {
    const verifying = stepSendCode(READY, { type: 'click' });
    expect(stepSendCode(verifying, { type: 'captchaCancelled' })).toEqual(READY);
    expect(stepSendCode(READY, { type: 'captchaSolved' })).toBe(READY);
  });
});
