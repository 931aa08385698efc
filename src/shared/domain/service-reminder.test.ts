import { describe, expect, it } from 'vitest';
import { reminderAt, reminderLead } from './service-reminder';

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

  it('says how far ahead the service really is', () => {
    expect(reminderLead(START, before(24 * HOUR))).toBe('en 24 horas');
    expect(reminderLead(START, before(24 * HOUR - 40_000))).toBe('en 24 horas');
    expect(reminderLead(START, before(15 * HOUR))).toBe('en 15 horas');
    expect(reminderLead(START, before(HOUR + 60_000))).toBe('en 1 hora');
    expect(reminderLead(START, before(20 * 60_000))).toBe('en menos de una hora');
  });
});
