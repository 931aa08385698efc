import { describe, expect, it } from 'vitest';
import { reminderAt, reminderLeadHours } from './service-reminder';

const HOUR = 3_600_000;
const START = new Date('2026-06-10T16:00:00Z');
const before = (ms: number) => new Date(START.getTime() - ms);

describe("a service's reminder", () => {
  it('is due 24 hours before the start when the service was confirmed earlier', () => {
    expect(reminderAt(START, before(72 * HOUR))).toEqual(before(24 * HOUR));
  });

  it('is due at confirmation when less than 24 hours were left', () => {
    expect(reminderAt(START, before(15 * HOUR))).toEqual(before(15 * HOUR));
  });

  it('is as far ahead as the rounded hours left', () => {
    expect(reminderLeadHours(START, before(24 * HOUR - 40_000))).toBe(24);
    expect(reminderLeadHours(START, before(20 * 60_000))).toBe(0);
  });
});
