import { useMediaQuery } from '@mantine/hooks';
import { isHydrating } from '@/lib/hydration';

/** Below Mantine's `sm` breakpoint (48em): the phone layouts of spec §1. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * True at phone width. Read in the first render, so a phone never paints the desktop layout first; except
 * while hydrating prerendered markup, which was rendered without a width (as a desktop): that render must
 * match it, and the width is read right after.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: isHydrating() });
}
