import { useCallback, useRef, useState } from 'react';

/**
 * A task that must be sent once: what a money action's form or button hands over. Its promise must stay
 * pending until the request has settled (return or await `mutateAsync`, never fire `mutate` and return):
 * that promise is what holds further submits off.
 */
export type SentOnceTask = () => Promise<unknown>;

/**
 * Runs one task at a time: a call while the previous task's promise is pending is ignored (a double click,
 * Enter pressed twice, a click while the request is out). The flag is a ref set synchronously, so a second
 * call in the same tick, before React has re-rendered the control as busy, is ignored too; `pending` is the
 * same flag as state, for the busy look. Once the task settles (resolved or rejected) the next call runs.
 * `run` resolves when its task has settled, with `false` if it was ignored; a rejection is passed on.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: SentOnceTask): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    try {
      await task();
      return true;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
