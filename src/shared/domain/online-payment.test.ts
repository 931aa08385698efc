import { describe, expect, it } from 'vitest';
import { oxxoExpiresAfterDays, oxxoExpiresAt, oxxoRefusal } from './online-payment';

const HOUR = 3_600_000;
// Monday 2026-06-01 10:00 in Mexico City (UTC−6 all year since 2022).
const NOW = new Date('2026-06-01T16:00:00Z');

describe('OXXO for a service', () => {
  it('is refused for a service less than 72 hours away, and outside 10 to 10,000 pesos', () => {
    expect(oxxoRefusal(new Date(NOW.getTime() + 71 * HOUR), 70_000, NOW)).toBe('too_soon');
    expect(oxxoRefusal(new Date(NOW.getTime() + 72 * HOUR), 70_000, NOW)).toBeNull();
    expect(oxxoRefusal(new Date(NOW.getTime() + 96 * HOUR), 1_000_001, NOW)).toBe('amount');
    expect(oxxoRefusal(new Date(NOW.getTime() + 96 * HOUR), 999, NOW)).toBe('amount');
  });

  it('expires at 23:59 in Mexico City of the last day counted from today there', () => {
    expect(oxxoExpiresAt(NOW, 1).toISOString()).toBe('2026-06-03T05:59:59.000Z');
    // Late in the evening in Mexico City it is already tomorrow in UTC: the days count from Mexico's today.
    expect(oxxoExpiresAt(new Date('2026-06-02T05:00:00Z'), 1).toISOString()).toBe('2026-06-03T05:59:59.000Z');
  });

  it('gives the voucher as many days as end at least 24 hours before the start, at most 7', () => {
    // Thursday 09:00: the voucher may run until Tuesday 23:59 (1 day), not Wednesday 23:59.
    const thursday = new Date('2026-06-04T15:00:00Z');
    expect(oxxoExpiresAfterDays(thursday, NOW)).toBe(1);
    expect(oxxoExpiresAt(NOW, 1).getTime()).toBeLessThanOrEqual(thursday.getTime() - 24 * HOUR);
    // Friday 08:00: until Wednesday 23:59, more than 24 h before.
    expect(oxxoExpiresAfterDays(new Date('2026-06-05T14:00:00Z'), NOW)).toBe(2);
    expect(oxxoExpiresAfterDays(new Date('2026-07-01T14:00:00Z'), NOW)).toBe(7);
    expect(oxxoExpiresAfterDays(new Date(NOW.getTime() + 30 * HOUR), NOW)).toBeNull();
  });
});
