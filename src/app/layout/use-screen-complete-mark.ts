import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MAIN_ID } from './SkipLink';

/** The User Timing mark the bench reads (docs/performance.md, "complete"). */
export const SCREEN_COMPLETE = 'screen-complete';
// A screen that never settles (a call that hangs) sets no mark rather than keep watching.
const GIVE_UP_MS = 60_000;
// As long as the bench's own reading waits (scripts/bench/complete.mjs).
const QUIET_MS = 2_000;
const LOADER = '.mantine-Loader-root';

/** The screen shows its answers: no call is out, and the main landmark has content and no loader. */
function screenShowsItsData(queryClient: QueryClient): boolean {
  const main = document.getElementById(MAIN_ID);
  return queryClient.isFetching() === 0 && !!main?.firstElementChild && !main.querySelector(LOADER);
}

/**
 * Marks `screen-complete` once per document, at the first frame from which the first screen has painted every
 * call it made on opening: the calls answered, its loaders gone, and still so `QUIET_MS` later (a call that
 * starts from another's answer is out by then), as the bench reads the plain build it is compared with. A
 * measure for the bench; it changes nothing the user sees. It looks only when something changed (a query, the
 * main landmark's content): a check in every frame kept the browser drawing frames through the whole load, about
 * a second and a half of a throttled phone's main thread.
 */
export function useScreenCompleteMark(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (performance.getEntriesByName(SCREEN_COMPLETE).length > 0) return;
    let settledSince: number | undefined;
    let frame = 0;
    let quiet = 0;
    // In the frame after a change, on the clock the bench reads marks by: what is checked has been drawn.
    const check = () => {
      frame = 0;
      if (!screenShowsItsData(queryClient)) {
        settledSince = undefined;
        window.clearTimeout(quiet);
      } else if (settledSince === undefined) {
        const since = performance.now();
        settledSince = since;
        quiet = window.setTimeout(() => {
          performance.mark(SCREEN_COMPLETE, { startTime: since });
          stop();
        }, QUIET_MS);
      }
    };
    const changed = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const mainChanges = new MutationObserver(changed);
    const main = document.getElementById(MAIN_ID);
    if (main) mainChanges.observe(main, { childList: true, subtree: true });
    const stopQueries = queryClient.getQueryCache().subscribe(changed);
    const giveUp = window.setTimeout(() => stop(), GIVE_UP_MS);
    function stop() {
      cancelAnimationFrame(frame);
      window.clearTimeout(quiet);
      window.clearTimeout(giveUp);
      mainChanges.disconnect();
      stopQueries();
    }
    changed();
    return stop;
  }, [queryClient]);
}
