import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type QueryKeyOf, useInvalidate } from '../cache/use-invalidate';

/** What a record screen shows: its list, the add form, the edit form of one record, or a mode of its own. */
export type RecordMode<R, Other extends { kind: string } = never> =
  { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; record: R } | Other;

// The add form is in the address (`?form=add`): the way back from /login after the session ends (spec §4)
// and a reload open it again, with its draft, and Back returns to the list.
const FORM_PARAM = 'form';

/**
 * The list/add/edit switch of a record screen (bank cards, receiving accounts, API keys), and the reading
 * again of its list, named by the list's generated query-key function, after a change.
 */
export function useRecordModes<R, Other extends { kind: string } = never>(listKey: QueryKeyOf) {
  const [params, setParams] = useSearchParams();
  const [other, setOther] = useState<RecordMode<R, Other>>({ kind: 'list' });
  const adding = params.get(FORM_PARAM) === 'add';
  const mode: RecordMode<R, Other> = adding ? { kind: 'add' } : other;
  const invalidate = useInvalidate();
  const refresh = () => invalidate(listKey);
  const setMode = (next: RecordMode<R, Other>) => {
    setOther(next.kind === 'add' ? { kind: 'list' } : next);
    if (next.kind === 'add' && !adding) setParams((current) => withForm(current, 'add'));
    if (next.kind !== 'add' && adding) setParams((current) => withForm(current, null), { replace: true });
  };
  return {
    mode,
    showList: () => setMode({ kind: 'list' }),
    showAdd: () => setMode({ kind: 'add' }),
    showEdit: (record: R) => setMode({ kind: 'edit', record }),
    show: (next: Other) => setMode(next),
    /** Reads the list again (after a delete, say). */
    refresh,
    /** After a save: the list is read again, then shown. */
    saved: async () => {
      await refresh();
      setMode({ kind: 'list' });
    },
  };
}

function withForm(params: URLSearchParams, form: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (form === null) next.delete(FORM_PARAM);
  else next.set(FORM_PARAM, form);
  return next;
}
