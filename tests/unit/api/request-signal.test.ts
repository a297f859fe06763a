import { describe, expect, it } from 'vitest';
import { requestSignal } from '@/api/request-signal';

describe('spec §8 timeout and abort signals', () => {
  it('aborts the combined signal when the caller aborts, leaving the timeout signal alone', () => {
    const caller = new AbortController();
    const { signal, timeout } = requestSignal(caller.signal, 10_000);
    caller.abort();
    expect(signal?.aborted).toBe(true);
    expect(timeout?.aborted).toBe(false);
  });

  it('combines signals without AbortSignal.any (older browsers)', () => {
    const original = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true });
    try {
      const caller = new AbortController();
      const { signal } = requestSignal(caller.signal, 10_000);
      expect(signal).not.toBe(caller.signal);
      expect(signal?.aborted).toBe(false);
      caller.abort('stop');
      expect(signal?.aborted).toBe(true);
      expect(signal?.reason).toBe('stop');
    } finally {
      if (original) Object.defineProperty(AbortSignal, 'any', original);
    }
  });

  it('has no timeout when requestTimeoutMs is not a positive number', () => {
    const caller = new AbortController();
    expect(requestSignal(caller.signal, 0)).toEqual({ signal: caller.signal, timeout: undefined });
    expect(requestSignal(undefined, Number.NaN)).toEqual({ signal: undefined, timeout: undefined });
  });
});
