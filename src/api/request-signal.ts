// The signal a request runs under: the caller's (react-query cancels through it) plus the configured
// timeout. Kept apart so the mutator can tell the two causes of an abort from each other.
export interface RequestSignal {
  signal: AbortSignal | undefined;
  timeout: AbortSignal | undefined;
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  // Browsers without AbortSignal.any (Safari < 17.4).
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

export function requestSignal(caller: AbortSignal | null | undefined, timeoutMs: number): RequestSignal {
  const timeout = Number.isFinite(timeoutMs) && timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [caller, timeout].filter((signal): signal is AbortSignal => Boolean(signal));
  return { signal: signals.length > 1 ? anySignal(signals) : signals[0], timeout };
}
