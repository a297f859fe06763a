import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DISPLAY } from '@/lib/display-format';

/** How a value the server names by a key reads: ours by the key, else the server's text. */
export type LabelByKey = (key: string | undefined, serverText: string | undefined) => string;

/**
 * A value of a set the server owns (a transaction type, a region) in the screen's language: our words at
 * `<prefix>.<key>` (e.g. 'history:scenes'), the server's text for a key we have no words for (spec §3,
 * both languages).
 */
export function useLabelByKey(prefix: string): LabelByKey {
  const { t, i18n } = useTranslation(prefix.split(':')[0]);
  return useCallback(
    (key, serverText) => {
      const ours = `${prefix}.${key}`;
      if (key && i18n.exists(ours)) return t(ours);
      // Neither our words nor the server's: '--' (spec §5 "empty shows '--'"), never the raw key.
      return serverText?.trim() || EMPTY_DISPLAY;
    },
    [prefix, t, i18n],
  );
}
