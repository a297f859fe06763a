import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MAIN_ID } from './SkipLink';

/** The User Timing mark the bench reads (docs/performance.md, "complete"). */
export const SCREEN_COMPLETE = 'screen-complete';
// A screen that never settles (a call that hangs) sets no mark rather than keep a frame loop running.
const GIVE_UP_MS = 60_000;
const LOADER = '.mantine-Loader-root';

/** The screen shows its answers: no call is out, and the main landmark has content and no loader. */
function screenShowsItsData(queryClient: QueryClient): boolean {
  const main = document.getElementById(MAIN_ID);
  return queryClient.isFetching() === 0 && !!main?.firstElementChild && !main.querySelector(LOADER);
}

/**
 * Marks `screen-complete` once per document, at the first frame from which the first screen has painted
 * every call it made on opening: the calls answered, its loaders gone, and still so one frame later (a call
 * that starts from another's answer is out by then). A measure for the bench, read the same way from the
 * plain build it is compared with; it changes nothing the user sees.
 */
export function useScreenCompleteMark(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (performance.getEntriesByName(SCREEN_COMPLETE).length > 0) return;
    const giveUpAt = performance.now() + GIVE_UP_MS;
    let settledSince: number | undefined;
    let frame = requestAnimationFrame(function check() {
      // The time the frame's callbacks run, before it paints; on the clock the bench reads marks by.
      const now = performance.now();
      if (!screenShowsItsData(queryClient)) settledSince = undefined;
      else if (settledSince === undefined) settledSince = now;
      else return void performance.mark(SCREEN_COMPLETE, { startTime: settledSince });
      if (now < giveUpAt) frame = requestAnimationFrame(check);
    });
    return () => cancelAnimationFrame(frame);
  }, [queryClient]);
}
