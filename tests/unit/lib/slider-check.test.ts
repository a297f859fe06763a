import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SLIDER_END,
  clampPosition,
  dragPosition,
  isAtEnd,
  keyPosition,
  releasePosition,
} from '@/lib/slider-check';

// The self-contained slider check (spec §5 "slider security check"): the handle goes from 0 to 100 and
// counts as solved only at the end; a release before the end snaps back to the start.
const RUNS = { numRuns: 1000 };
const position = fc.double({ min: -50, max: 150, noNaN: true });

describe('spec §5 slider security check: handle position', () => {
  it('dragging follows the pointer as a share of the travel, clamped to the track', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 800 }),
        (start, delta, travel) => {
          const expected = Math.min(100, Math.max(0, start + (delta / travel) * 100));
          expect(dragPosition(start, delta, travel)).toBeCloseTo(expected, 9);
        },
      ),
      RUNS,
    );
    expect(dragPosition(0, 252, 252)).toBe(SLIDER_END);
    expect(dragPosition(0, 251, 252)).toBeLessThan(SLIDER_END);
    expect(dragPosition(0, 10, 0)).toBe(SLIDER_END); // a zero-size track cannot divide by zero
  });

  it('keys: arrows step by 10, Page Up/Down by 25, Home and End jump; others do nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        expect(keyPosition(p, 'ArrowRight')).toBe(Math.min(100, p + 10));
        expect(keyPosition(p, 'ArrowUp')).toBe(Math.min(100, p + 10));
        expect(keyPosition(p, 'ArrowLeft')).toBe(Math.max(0, p - 10));
        expect(keyPosition(p, 'ArrowDown')).toBe(Math.max(0, p - 10));
        expect(keyPosition(p, 'PageUp')).toBe(Math.min(100, p + 25));
        expect(keyPosition(p, 'PageDown')).toBe(Math.max(0, p - 25));
        expect(keyPosition(p, 'Home')).toBe(0);
        expect(keyPosition(p, 'End')).toBe(100);
        expect(keyPosition(p, 'a')).toBeNull();
        expect(keyPosition(p, 'Enter')).toBeNull();
      }),
      RUNS,
    );
  });

  it('solved only at the end; a release anywhere else goes back to the start', () => {
    fc.assert(
      fc.property(position, (p) => {
        const clamped = clampPosition(p);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
        expect(isAtEnd(clamped)).toBe(clamped === 100);
        expect(releasePosition(clamped)).toBe(clamped === 100 ? 100 : 0);
      }),
      RUNS,
    );
    expect(clampPosition(Number.NaN)).toBe(0);
    expect(releasePosition(99.99)).toBe(0);
  });
});
