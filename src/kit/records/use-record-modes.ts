import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { announcePolitely, preparePoliteNews } from '@/ui/announce';
import { type QueryKeyOf, useInvalidate } from '../cache/use-invalidate';
import { type Opener, noteOpener, recoverLostFocus, returnFocus } from '@/ui/focus-return';

/** What a record screen shows: its list, the add form, the edit form of one record, or a mode of its own. */
export type RecordMode<R, Other extends { kind: string } = never> =
  { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; record: R } | Other;

// The add form is in the address (`?form=add`): the way back from /login after the session ends (spec §4)
// and a reload open it again, with its draft, and Back returns to the list.
const FORM_PARAM = 'form';

/**
 * The list/add/edit switch of a record screen (bank cards, receiving accounts, API keys), and the reading
 * again of its list, named by the list's generated query-key function, after a change. Back on the list (a
 * save, Cancel, the browser's Back), the focus lost with the form goes to the control that opened it, else to
 * the page's heading (focus-return.ts); a save is said in the polite live region (WCAG 2.4.3, 4.1.3).
 */
export function useRecordModes<R, Other extends { kind: string } = never>(listKey: QueryKeyOf) {
  const [params, setParams] = useSearchParams();
  const [other, setOther] = useState<RecordMode<R, Other>>({ kind: 'list' });
  const adding = params.get(FORM_PARAM) === 'add';
  const mode: RecordMode<R, Other> = adding ? { kind: 'add' } : other;
  const invalidate = useInvalidate();
  const { t } = useTranslation('common');
  const opener = useRef<Opener | null>(null);
  const shownKind = useRef(mode.kind);
  useEffect(preparePoliteNews, []);
  useEffect(() => {
    const from = shownKind.current;
    shownKind.current = mode.kind;
    if (from !== 'list' && mode.kind === 'list') returnFocus(opener.current);
  }, [mode.kind]);
  const refresh = async () => {
    await invalidate(listKey);
    // A delete takes its row, and the focus in the row's dialog, away.
    recoverLostFocus();
  };
  const setMode = (next: RecordMode<R, Other>) => {
    // The control just pressed on the list (Add, a record's Edit) is where the focus comes back to.
    if (mode.kind === 'list' && next.kind !== 'list') opener.current = noteOpener();
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
      await invalidate(listKey);
      setMode({ kind: 'list' });
      announcePolitely(t('common:recordSaved'));
    },
  };
}

function withForm(params: URLSearchParams, form: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (form === null) next.delete(FORM_PARAM);
  else next.set(FORM_PARAM, form);
  return next;
}
