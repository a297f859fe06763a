import { useCallback } from 'react';
import { useLabelByKey } from '@/i18n/use-label-by-key';
import { EMPTY_DISPLAY } from '@/lib/display-format';

/**
 * A contract enum value in the screen's words, or `absent` ('--' unless told) when the answer left it out or
 * sent a value we have no words for (spec §5 "empty shows '--'"; never the raw key). Pass '' as `absent`
 * where the screen drops a missing part ('Buy · Limit' without the side reads 'Limit').
 */
export type EnumLabel = (value: string | number | null | undefined, absent?: string) => string;

/** The words for the values of one enum, at `<prefix>.<value>` (e.g. 'trade:orders.side'). */
export function useEnumLabel(prefix: string): EnumLabel {
  const byKey = useLabelByKey(prefix);
  return useCallback(
    (value, absent = EMPTY_DISPLAY) => {
      const key = value === null || value === undefined ? undefined : String(value);
      // No server text to fall back on: byKey answers '--' for an absent or unknown value.
      const label = byKey(key, undefined);
      return label === EMPTY_DISPLAY ? absent : label;
    },
    [byKey],
  );
}
