import { describe, expect, it } from 'vitest';
import { analyticsRetention } from './analytics-retention';

describe('what Estadísticas keeps', () => {
  it('keeps the events of the last 90 days, to the millisecond', () => {
    const now = new Date('2026-11-20T18:00:00.123Z');
    expect(analyticsRetention(now).eventsSince.toISOString()).toBe('2026-08-22T18:00:00.123Z');
  });

  it('keeps the counts of 25 calendar months in Mexico City, the current one included', () => {
    expect(analyticsRetention(new Date('2026-11-20T18:00:00Z')).daysSince).toBe('2024-11-01');
    expect(analyticsRetention(new Date('2027-01-01T06:00:00Z')).daysSince).toBe('2025-01-01');
  });

  it('counts the months in Mexico City, where a UTC month has begun hours earlier', () => {
    // 1 December 02:00 UTC is still the evening of 30 November in Mexico City.
    expect(analyticsRetention(new Date('2026-12-01T02:00:00Z')).daysSince).toBe('2024-11-01');
    expect(analyticsRetention(new Date('2027-01-01T05:59:59Z')).daysSince).toBe('2024-12-01');
  });
});
