import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  historyRequest,
  isRangeAllowed,
  NO_FILTER,
  pastQuickRange,
} from '@/features/assets/history/flowing-water/history-filter';

const pad = (value: number) => String(value).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(year, month, 0).getDate();

// Oracle from spec §9 "at most 3 months": the last day is no later than the same day number three
// calendar months after the first (the month's last day when that month is shorter).
function withinThreeMonths(start: [number, number, number], end: [number, number, number]): boolean {
  const [sy, sm, sd] = start;
  const [ey, em, ed] = end;
  const months = (ey - sy) * 12 + (em - sm);
  if (months < 3) return true;
  if (months > 3) return false;
  return ed <= Math.min(sd, daysIn(ey, em));
}

const day = fc
  .record({
    y: fc.integer({ min: 2023, max: 2026 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ y, m, d }): [number, number, number] => [y, m, Math.min(d, daysIn(y, m))]);
const text = ([y, m, d]: [number, number, number]) => `${y}-${pad(m)}-${pad(d)}`;

describe('spec §9: the history range covers at most 3 months', () => {
  it('agrees with the oracle over ordered ranges; both verdicts occur', () => {
    const seen = new Set<boolean>();
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 200 }), (start, length) => {
        const from = new Date(start[0], start[1] - 1, start[2]);
        const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + length);
        const end: [number, number, number] = [to.getFullYear(), to.getMonth() + 1, to.getDate()];
        const verdict = isRangeAllowed({ start: text(start), end: text(end) });
        expect(verdict).toBe(withinThreeMonths(start, end));
        seen.add(verdict);
      }),
      { numRuns: 1000 },
    );
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('quick ranges end today and fit the limit', () => {
    const today = new Date(2025, 5, 3);
    expect(pastQuickRange('week', today)).toEqual({ start: '2025-05-28', end: '2025-06-03' });
    expect(pastQuickRange('month3', today).end).toBe('2025-06-03');
    expect(isRangeAllowed(pastQuickRange('month3', today))).toBe(true);
  });

  it('the default view sends no times (the server answers its latest 30); a range sends its day bounds', () => {
    expect(historyRequest(NO_FILTER, { page: 1, pageSize: 20 })).toEqual({ page: 1, pageSize: 20 });
    const request = historyRequest(
      { scene: 'deposit', range: { start: '2025-06-01', end: '2025-06-03' } },
      { page: 2, pageSize: 20 },
    );
    expect(request).toMatchObject({ page: 2, pageSize: 20, transactionScene: 'deposit' });
    expect(request.startTime).toBe(new Date(2025, 5, 1).getTime());
    expect(request.endTime).toBe(new Date(2025, 5, 4).getTime() - 1);
  });
});
