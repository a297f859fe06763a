import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** How a transaction type reads: ours by its key, else the server's label. */
export type SceneLabel = (key: string, serverLabel: string) => string;

/**
 * A transaction type in the screen's language by its key (`history:scenes.<key>`, spec §3 display in both
 * languages). The server owns the set of keys (contract TransactionScene), so a key we have no words for
 * shows the server's label.
 */
export function useSceneLabel(): SceneLabel {
  const { t, i18n } = useTranslation('history');
  return useCallback(
    (key, serverLabel) => {
      const ours = `history:scenes.${key}`;
      return i18n.exists(ours) ? t(ours) : serverLabel;
    },
    [t, i18n],
  );
}
