import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  FIRST_DAY_OF_WEEK,
  dayjsLocaleOf,
  fitsLimit,
  formatDate,
  isDateString,
  isInShownMonth,
  isWithinLimit,
  orderRange,
  pastQuickRange,
  quickRange,
  daysCovered,
  rangeTimestamps,
  startOfWeek,
} from '@/lib/date-range';
import { QUICK_RANGE_KEYS } from '@/lib/quick-ranges';

const RUNS = { numRuns: 1000 };
const DAY_MS = 86_400_000;

// Oracles work on calendar days through Date.UTC, independently of dayjs and of the local time zone.
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const toUtcDay = (s: string) => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
const fromUtcDay = (day: number) => {
  const d = new Date(day * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const dayArb = fc.integer({ min: toUtcDay('1990-01-01'), max: toUtcDay('2090-12-31') });
const dateArb = dayArb.map(fromUtcDay);

describe('spec §9 date format YYYY-MM-DD', () => {
  it('formats dates as YYYY-MM-DD', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(formatDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });

  it('round-trips every calendar day', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(formatDate(date)).toBe(date);
        expect(isDateString(date)).toBe(true);
      }),
      RUNS,
    );
  });

  it.each(['2024-02-30', '2023-02-29', '2024-1-05', '20240105', '', '2024-13-01'])(
    'rejects %j as a date string',
    (value) => expect(isDateString(value)).toBe(false),
  );
});

describe('spec §4 the range picker swaps reversed dates', () => {
  it('puts the earlier date first, keeping both (oracle: compare calendar days)', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (a, b) => {
        const expected = toUtcDay(b) < toUtcDay(a) ? { start: b, end: a } : { start: a, end: b };
        expect(orderRange(a, b)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it.each([
    ['2024-03-10', '2024-03-01', { start: '2024-03-01', end: '2024-03-10' }],
    ['2024-03-01', '2024-03-10', { start: '2024-03-01', end: '2024-03-10' }],
    ['2024-03-01', '2024-03-01', { start: '2024-03-01', end: '2024-03-01' }],
  ])('%s, %s → %j', (a, b, expected) => expect(orderRange(a, b)).toEqual(expected));
});

describe('spec §5 optional limit of N days either side of the start', () => {
  it('allows a day iff it is at most N calendar days before or after the start', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -400, max: 400 }), fc.nat(366), (start, offset, limit) => {
        const date = fromUtcDay(toUtcDay(start) + offset);
        expect(isWithinLimit(date, start, limit)).toBe(Math.abs(offset) <= limit);
      }),
      RUNS,
    );
  });

  it('counts whole calendar days across a daylight-saving change and month ends', () => {
    expect(isWithinLimit('2024-03-17', '2024-03-10', 7)).toBe(true);
    expect(isWithinLimit('2024-03-18', '2024-03-10', 7)).toBe(false);
    expect(isWithinLimit('2024-02-22', '2024-03-01', 7)).toBe(false);
    expect(isWithinLimit('2024-02-23', '2024-03-01', 7)).toBe(true);
  });

  it('judges a whole range by its span', () => {
    expect(fitsLimit({ start: '2024-01-01', end: '2024-01-08' }, 7)).toBe(true);
    expect(fitsLimit({ start: '2024-01-01', end: '2024-01-09' }, 7)).toBe(false);
    expect(fitsLimit({ start: '2024-01-01', end: '2025-01-09' }, undefined)).toBe(true);
  });
});

describe('spec §5 days outside the shown month', () => {
  it('are those whose year and month differ from the shown one', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (date, shown) => {
        expect(isInShownMonth(date, shown)).toBe(date.slice(0, 7) === shown.slice(0, 7));
      }),
      RUNS,
    );
  });
});

describe('spec §9 range timestamps from the start of the first day to the end of the last', () => {
  it('spans local midnight of the start to 23:59:59.999 of the end, in either order', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (a, b) => {
        const { start, end } = toUtcDay(a) <= toUtcDay(b) ? { start: a, end: b } : { start: b, end: a };
        const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
        const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
        expect(rangeTimestamps({ start: a, end: b })).toEqual({
          startTime: new Date(sy, sm - 1, sd, 0, 0, 0, 0).getTime(),
          endTime: new Date(ey, em - 1, ed, 23, 59, 59, 999).getTime(),
        });
      }),
      RUNS,
    );
  });
});

// Decision: a range stands for whole days, first to last (rangeTimestamps), so "+7 days" is seven days
// counting today and "+1 month" ends the day before the same date next month: label and span agree.
describe('spec §9 quick ranges start today (week = +7 days; month = +1, 3, 6 months)', () => {
  it('starts every quick range today, whatever the time of day', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        fc.constantFrom(...QUICK_RANGE_KEYS),
        (day, ms, key) => {
          const [y, m, d] = day.split('-').map(Number) as [number, number, number];
          const now = new Date(y, m - 1, d, 0, 0, 0, ms);
          expect(quickRange(key, now).start).toBe(formatDate(now));
        },
      ),
      RUNS,
    );
  });

  it('covers a week of 7 days, today and the 6 after it', () => {
    fc.assert(
      fc.property(dateArb, (today) => {
        const range = quickRange('week', today);
        expect(range.end).toBe(fromUtcDay(toUtcDay(today) + 6));
        expect(toUtcDay(range.end) - toUtcDay(range.start) + 1).toBe(7);
        expect(daysCovered(range)).toBe(7);
      }),
      RUNS,
    );
  });

  it('ends 1, 3 or 6 months later, the day before the same date (or before the month’s last day)', () => {
    const months = { month1: 1, month3: 3, month6: 6 } as const;
    fc.assert(
      fc.property(dateArb, fc.constantFrom('month1', 'month3', 'month6' as const), (today, key) => {
        const [y, m, d] = today.split('-').map(Number) as [number, number, number];
        const target = new Date(Date.UTC(y, m - 1 + months[key], 1));
        const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
        const sameDate = `${pad(target.getUTCFullYear(), 4)}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(d, lastDay))}`;
        expect(quickRange(key, today).end).toBe(fromUtcDay(toUtcDay(sameDate) - 1));
      }),
      RUNS,
    );
  });

  it.each([
    ['week', '2024-06-15', '2024-06-21'],
    ['month1', '2024-01-31', '2024-02-28'],
    ['month3', '2024-11-30', '2025-02-27'],
    ['month6', '2024-06-15', '2024-12-14'],
  ] as const)('%s from %s ends %s', (key, today, end) => {
    expect(quickRange(key, today)).toEqual({ start: today, end });
  });
});

describe('quick ranges laid back from today (a history has no future): the same number of days', () => {
  it('ends today and covers as many days as the forward range', () => {
    fc.assert(
      fc.property(dateArb, fc.constantFrom(...QUICK_RANGE_KEYS), (today, key) => {
        const past = pastQuickRange(key, today);
        expect(past.end).toBe(today);
        if (key === 'week') expect(daysCovered(past)).toBe(7);
      }),
      RUNS,
    );
  });

  it.each([
    ['week', '2025-06-03', '2025-05-28'],
    ['month1', '2025-06-03', '2025-05-04'],
    ['month3', '2025-05-31', '2025-03-01'],
  ] as const)('%s to %s starts %s', (key, today, start) => {
    expect(pastQuickRange(key, today)).toEqual({ start, end: today });
  });
});

describe('spec §9 weeks start Sunday', () => {
  it('uses Sunday (0) as the first day of the week', () => {
    expect(FIRST_DAY_OF_WEEK).toBe(0);
  });

  it('finds the Sunday on or before any day (oracle: 1970-01-04 was a Sunday)', () => {
    const SUNDAY = toUtcDay('1970-01-04');
    fc.assert(
      fc.property(dateArb, (date) => {
        const day = toUtcDay(date);
        expect(startOfWeek(date)).toBe(fromUtcDay(day - ((((day - SUNDAY) % 7) + 7) % 7)));
      }),
      RUNS,
    );
  });

  it('does not follow the zh-cn locale’s Monday start', async () => {
    await import('dayjs/locale/zh-cn');
    const dayjs = (await import('dayjs')).default;
    const previous = dayjs.locale();
    dayjs.locale('zh-cn');
    try {
      expect(startOfWeek('2024-06-19')).toBe('2024-06-16');
    } finally {
      dayjs.locale(previous);
    }
  });
});

describe('dayjs locale of the current language', () => {
  it.each([
    ['zh_CN', 'zh-cn'],
    ['en_US', 'en'],
    ['fr_FR', 'en'],
  ])('%s → %s', (language, locale) => expect(dayjsLocaleOf(language)).toBe(locale));
});
