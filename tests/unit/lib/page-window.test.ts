import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/lib/page-window';

// Oracle from spec §9 "5 page buttons": every page while there are at most 5; otherwise 5 consecutive
// pages holding the current one, two either side of it where the first and last page leave room.
function oracle(current: number, pages: number): number[] {
  if (pages <= 5) return Array.from({ length: pages }, (_, index) => index + 1);
  let first = current - 2;
  if (first < 1) first = 1;
  if (first + 4 > pages) first = pages - 4;
  return [first, first + 1, first + 2, first + 3, first + 4];
}

describe('spec §9: a pager shows 5 page buttons', () => {
  it('agrees with the oracle; both fewer and exactly 5 buttons occur, the current page always among them', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.nat(40), (pages, offset) => {
        const current = (offset % pages) + 1;
        const shown = pageWindow(current, pages);
        expect(shown).toEqual(oracle(current, pages));
        expect(shown).toContain(current);
        seen.add(shown.length === 5 ? 'five' : 'fewer');
      }),
      { numRuns: 1000 },
    );
    expect([...seen].sort()).toEqual(['fewer', 'five']);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
