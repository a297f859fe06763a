import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/providers';

afterEach(() => {
  vi.useRealTimers();
});

/** Observes a read that always fails; returns how many times it has been asked so far. */
function observeFailingRead() {
  const client = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['failing-read'],
    queryFn: () => {
      calls++;
      return Promise.reject(new Error('down'));
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { calls: () => calls, stop: () => (unsubscribe(), client.clear()) };
}

describe('a failed read is asked again once, after the runtime config retryDelayMs', () => {
  it.each([
    [undefined, 1000],
    [40, 40],
  ])('retryDelayMs %s: the retry comes after %i ms, and no more', async (configured, delay) => {
    vi.useFakeTimers();
    if (configured !== undefined) window.__APP_CONFIG__ = { retryDelayMs: configured };
    const read = observeFailingRead();
    await vi.advanceTimersByTimeAsync(0);
    expect(read.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(read.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read.calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read.calls()).toBe(2);
    read.stop();
  });
});
