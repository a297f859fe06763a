import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer, warnBefore } from '@/app/session/idle-timer';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(idleMinutes = 30) {
  const onWarn = vi.fn();
  const onIdle = vi.fn();
  const idleMs = idleMinutes * MINUTE;
  const timer = startIdleTimer({ idleMs, warnMs: warnBefore(idleMs), onWarn, onIdle });
  return { timer, onWarn, onIdle };
}

describe('idle auto-logout clock', () => {
  it('warns a minute before the idle time and ends at it', () => {
    const { onWarn, onIdle } = start(30);
    vi.advanceTimersByTime(29 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity pushes the deadline back', () => {
    const { timer, onWarn, onIdle } = start(30);
    vi.advanceTimersByTime(20 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(28 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('once the warning shows, only "stay signed in" restarts the clock', () => {
    const { timer, onWarn, onIdle } = start(30);
    vi.advanceTimersByTime(29 * MINUTE + 30_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    timer.activity();
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);

    const second = start(30);
    vi.advanceTimersByTime(29 * MINUTE + 30_000);
    second.timer.stay();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(second.onIdle).not.toHaveBeenCalled();
    expect(second.onWarn).toHaveBeenCalledTimes(2);
  });

  it('a throttled tab that wakes after the deadline ends at once on check', () => {
    const { timer, onIdle } = start(30);
    vi.setSystemTime(Date.now() + 45 * MINUTE);
    timer.check();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stop ends the clock without a logout', () => {
    const { timer, onWarn, onIdle } = start(30);
    timer.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('an idle time under two minutes warns halfway', () => {
    expect(warnBefore(30 * MINUTE)).toBe(MINUTE);
    expect(warnBefore(MINUTE)).toBe(30_000);
  });
});
