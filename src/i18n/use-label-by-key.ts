import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** How a value the server names by a key reads: ours by the key, else the server's text. */
export type LabelByKey = (key: string, serverText: string) => string;

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
      return key && i18n.exists(ours) ? t(ours) : serverText;
    },
    [prefix, t, i18n],
  );
}
