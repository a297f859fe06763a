import { useEffect, useReducer } from 'react';
import type { SolvedCaptcha } from '@/lib/captcha';
import { secondsLeft } from '@/lib/countdown';
import { sendCodeStart, stepSendCode } from '@/lib/send-code';

// The countdown starts right after the send resolves, so ticks a second apart land just after each change
// of the shown number; each tick reads the clock, so a throttled background tab still ends on time.
const TICK_MS = 1000;

/** Drives the send-code state machine (src/lib/send-code.ts): the call after the check, and the countdown
 * ticks. `sentAt` (read when mounted): a code already went out then, so the countdown runs from it. */
export function useSendCode(onSend: (captcha: SolvedCaptcha) => Promise<unknown>, sentAt?: number) {
  const [state, dispatch] = useReducer(stepSendCode, sentAt, (at) => sendCodeStart(at, Date.now()));

  const counting = state.status === 'counting';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);

  const solved = (captcha: SolvedCaptcha) => {
    if (state.status !== 'verifying') return;
    dispatch({ type: 'captchaSolved' });
    Promise.resolve()
      .then(() => onSend(captcha))
      .then(
        () => dispatch({ type: 'sent', now: Date.now() }),
        (error: unknown) => dispatch({ type: 'failed', error }),
      );
  };

  return {
    state,
    seconds: state.status === 'counting' ? secondsLeft(state.endsAt, state.now) : 0,
    click: () => dispatch({ type: 'click' }),
    cancel: () => dispatch({ type: 'captchaCancelled' }),
    solved,
  };
}
