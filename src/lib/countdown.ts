// Spec §4 "Code sender: after click, waits 90 seconds with a countdown, then returns to ready"; §9 "Code
// resend wait 90 s". Counted against an end time (not by ticks), so a throttled background tab still
// returns to ready on time.

export const RESEND_WAIT_SECONDS = 90;
export const RESEND_WAIT_MS = RESEND_WAIT_SECONDS * 1000;

/** Whole seconds still to wait, rounded up (so the label never shows 0 while still waiting). */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
