import { describe, expect, it } from 'vitest';
import { reminderLead } from './service-email-messages';

const HOUR = 3_600_000;
const START = new Date('2026-06-10T16:00:00Z');
const before = (ms: number) => new Date(START.getTime() - ms);

describe("a service's reminder", () => {
  it('says how far ahead the service really is', () => {
    expect(reminderLead(START, before(24 * HOUR))).toBe('en 24 horas');
    expect(reminderLead(START, before(24 * HOUR - 40_000))).toBe('en 24 horas');
    expect(reminderLead(START, before(15 * HOUR))).toBe('en 15 horas');
    expect(reminderLead(START, before(HOUR + 60_000))).toBe('en 1 hora');
    expect(reminderLead(START, before(20 * 60_000))).toBe('en menos de una hora');
  });
});
