// Idle auto-logout clock: a deadline pushed back by each activity, a warning `warnMs` before it
// and the end at it. Timers only wake the clock up; every decision reads `now()`, so a throttled
// background tab still ends on time when it wakes.
export interface IdleTimerOptions {
  idleMs: number;
  warnMs: number;
  onWarn: () => void;
  onIdle: () => void;
  now?: () => number;
}

export interface IdleTimer {
  /** The user did something: the deadline moves, unless the warning already shows. */
  activity: () => void;
  /** "Stay signed in": the warning goes and the full idle time starts again. */
  stay: () => void;
  /** Look at the clock now (e.g. the tab became visible after the timers were throttled). */
  check: () => void;
  stop: () => void;
}

/** The warning shows a minute before the end, or halfway for an idle time under two minutes. */
export const warnBefore = (idleMs: number) => Math.min(60_000, idleMs / 2);

export function startIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { idleMs, warnMs, onWarn, onIdle, now = Date.now } = options;
  let deadline = now() + idleMs;
  let warned = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    if (stopped) return;
    clearTimeout(timer);
    const left = deadline - now();
    if (left <= 0) {
      stopped = true;
      onIdle();
      return;
    }
    if (!warned && left <= warnMs) {
      warned = true;
      onWarn();
    }
    timer = setTimeout(check, warned ? left : left - warnMs);
  };

  check();
  return {
    activity: () => {
      if (!warned) deadline = now() + idleMs;
    },
    stay: () => {
      warned = false;
      deadline = now() + idleMs;
      check();
    },
    check,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
