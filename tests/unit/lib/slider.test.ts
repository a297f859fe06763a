import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDER_MARKS, clampPercent } from '@/lib/slider';

describe('spec §5 slider clamps 0–100', () => {
  it('returns the value inside 0–100, else the nearer bound (oracle from the words; -0 counts as 0)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        const expected = value <= 0 ? 0 : value > 100 ? 100 : value;
        expect(clampPercent(value)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('always lands in 0–100, whatever the number (NaN included)', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const out = clampPercent(value);
        expect(out).toBeGreaterThanOrEqual(0);
        expect(out).toBeLessThanOrEqual(100);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    [-1, 0],
    [0, 0],
    [100, 100],
    [100.5, 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 0],
    [42, 42],
  ])('%d → %d', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });
});

describe('spec §9 slider marks', () => {
  it('are 0, 25, 50, 75, 100', () => {
    expect(SLIDER_MARKS).toEqual([0, 25, 50, 75, 100]);
  });
});
