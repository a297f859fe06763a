// Spec §4 "Table sort: first click ascending, second descending, third none (falls back to descending on
// the default sort key if one exists)". A click on another key starts that key at ascending.

export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
  /** The default key's descending order that "none" fell back to: the next click starts afresh. */
  fallback?: true;
}

/** The sort after a click on `key`; `defaultKey` is what "none" falls back to (descending), if any. */
export function nextSort<K extends string>(
  current: SortState<K> | null,
  key: K,
  defaultKey?: K,
): SortState<K> | null {
  const fallback =
    defaultKey === undefined
      ? null
      : { key: defaultKey, direction: 'desc' as const, fallback: true as const };
  if (!current || current.fallback || current.key !== key) return { key, direction: 'asc' };
  if (current.direction === 'asc') return { key, direction: 'desc' };
  return fallback;
}
