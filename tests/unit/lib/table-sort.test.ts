import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSort, type SortState } from '@/lib/table-sort';

type Key = 'a' | 'b' | 'c';
const keys = fc.constantFrom<Key>('a', 'b', 'c');

/**
 * Oracle from spec §4's words: count the clicks on the same key since it was last picked; the 1st gives
 * ascending, the 2nd descending, the 3rd none — or descending on the default key when there is one. A
 * state that came from the fallback counts as a fresh start for any later click.
 */
function oracle(clicks: Key[], defaultKey?: Key): SortState<Key> | null {
  let state: SortState<Key> | null = null;
  let streak = 0;
  let streakKey: Key | null = null;
  for (const key of clicks) {
    if (key === streakKey && state !== null && state.key === key) streak += 1;
    else {
      streak = 1;
      streakKey = key;
    }
    if (streak === 1) state = { key, direction: 'asc' };
    else if (streak === 2) state = { key, direction: 'desc' };
    else {
      state = defaultKey === undefined ? null : { key: defaultKey, direction: 'desc', fallback: true };
      streakKey = null;
      streak = 0;
    }
  }
  return state;
}

describe('spec §4 table sort: tri-state', () => {
  it('agrees with the oracle over click sequences, with and without a default key; every verdict occurs', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.array(keys, { maxLength: 12 }), fc.option(keys, { nil: undefined }), (clicks, def) => {
        const state = clicks.reduce<SortState<Key> | null>((s, key) => nextSort(s, key, def), null);
        expect(state).toEqual(oracle(clicks, def));
        seen.add(state ? state.direction : 'none');
      }),
      { numRuns: 1000 },
    );
    expect([...seen].sort()).toEqual(['asc', 'desc', 'none']);
  });

  it('asc → desc → none on one key; with a default key the third click falls back to it, descending', () => {
    const first = nextSort(null, 'a');
    expect(first).toEqual({ key: 'a', direction: 'asc' });
    const second = nextSort(first, 'a');
    expect(second).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort(second, 'a')).toBeNull();
    const fellBack = nextSort(second, 'a', 'b');
    expect(fellBack).toEqual({ key: 'b', direction: 'desc', fallback: true });
    expect(nextSort(fellBack, 'b', 'b')).toEqual({ key: 'b', direction: 'asc' });
    expect(nextSort(second, 'c')).toEqual({ key: 'c', direction: 'asc' });
  });
});
