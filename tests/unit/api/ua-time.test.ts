import { describe, expect, it } from 'vitest';
import { formatUaTime } from '@/api/ua-time';

describe('spec §7 uaTime', () => {
  it('is local time as YYYY-MM-DD HH:mm:ss, zero-padded', () => {
    expect(formatUaTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
    expect(formatUaTime(new Date(2025, 11, 31, 23, 59, 58))).toBe('2025-12-31 23:59:58');
  });
});
