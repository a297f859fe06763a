import { PHONE_QUERY } from '@/ui/use-phone-width';

/** Makes window.matchMedia answer the phone query of spec §1 as a 390 px phone would (jsdom's stub answers
 * false to everything); returns the undo, for a `finally` or afterEach. */
export function atPhoneWidth(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === PHONE_QUERY,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
