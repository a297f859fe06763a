// The code sender of spec §4/§5 as a state machine: ready → (click) the slider security check →
// (solved) sending → (sent) a 90-second countdown (`now` advanced by ticks) → ready; a failed send returns to ready with the error.
// Clicks outside `ready` are ignored (spec §4: disabled buttons ignore clicks).
import { RESEND_WAIT_MS } from './countdown';

export type SendCodeState =
  | { status: 'ready'; failure: { reason: unknown } | null }
  | { status: 'verifying' }
  | { status: 'sending' }
  | { status: 'counting'; endsAt: number; now: number };

export type SendCodeEvent =
  | { type: 'click' }
  | { type: 'captchaCancelled' }
  | { type: 'captchaSolved' }
  | { type: 'sent'; now: number }
  | { type: 'failed'; error: unknown }
  | { type: 'tick'; now: number };

/** Ready with no failure to show; after a failed send, `failure.reason` is the rejection's reason. */
export const READY: SendCodeState = { status: 'ready', failure: null };

/** Where a sender starts: counting down when a code went out at `sentAt` (say, by a flow's previous step)
 * less than the wait ago, else ready. */
export function sendCodeStart(sentAt: number | undefined, now: number): SendCodeState {
  if (sentAt === undefined || now >= sentAt + RESEND_WAIT_MS) return READY;
  return { status: 'counting', endsAt: sentAt + RESEND_WAIT_MS, now };
}

export function stepSendCode(state: SendCodeState, event: SendCodeEvent): SendCodeState {
  switch (event.type) {
    case 'click':
      return state.status === 'ready' ? { status: 'verifying' } : state;
    case 'captchaCancelled':
      return state.status === 'verifying' ? READY : state;
    case 'captchaSolved':
      return state.status === 'verifying' ? { status: 'sending' } : state;
    case 'sent':
      return state.status === 'sending'
        ? { status: 'counting', endsAt: event.now + RESEND_WAIT_MS, now: event.now }
        : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'ready', failure: { reason: event.error } } : state;
    case 'tick':
      if (state.status !== 'counting') return state;
      return event.now >= state.endsAt ? READY : { ...state, now: event.now };
  }
}
