import { type LabelByKey, useLabelByKey } from '@/i18n/use-label-by-key';

/** How a transaction type reads: ours by its key, else the server's label. */
export type SceneLabel = LabelByKey;

/** A transaction type by its key (contract TransactionScene, whose set the server owns). */
export const useSceneLabel = (): SceneLabel => useLabelByKey('history:scenes');
