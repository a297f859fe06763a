import { useState } from 'react';
import { type QueryKeyOf, useInvalidate } from '../cache/use-invalidate';

/** What a record screen shows: its list, the add form, the edit form of one record, or a mode of its own. */
export type RecordMode<R, Other extends { kind: string } = never> =
  { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; record: R } | Other;

/**
 * The list/add/edit switch of a record screen (bank cards, receiving accounts, API keys), and the reading
 * again of its list, named by the list's generated query-key function, after a change.
 */
export function useRecordModes<R, Other extends { kind: string } = never>(listKey: QueryKeyOf) {
  const [mode, setMode] = useState<RecordMode<R, Other>>({ kind: 'list' });
  const invalidate = useInvalidate();
  const refresh = () => invalidate(listKey);
  return {
    mode,
    showList: () => setMode({ kind: 'list' }),
    showAdd: () => setMode({ kind: 'add' }),
    showEdit: (record: R) => setMode({ kind: 'edit', record }),
    show: (other: Other) => setMode(other),
    /** Reads the list again (after a delete, say). */
    refresh,
    /** After a save: the list is read again, then shown. */
    saved: async () => {
      await refresh();
      setMode({ kind: 'list' });
    },
  };
}
