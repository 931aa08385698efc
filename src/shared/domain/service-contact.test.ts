import { describe, expect, it } from 'vitest';
import { contactChange, contactComplete, CONTACT_CORRECTION_HOURS } from './service-contact';
import { SERVICE_STATUSES } from './service-lifecycle';

const HOUR = 3_600_000;
const START = new Date('2026-06-10T16:00:00Z');
const before = (ms: number) => new Date(START.getTime() - ms);
const service = (complete: boolean, status: (typeof SERVICE_STATUSES)[number] = 'confirmed') => ({
  status,
  scheduledAt: START,
  complete,
});

describe("a service's exact address and phone, changed by its customer", () => {
  it('may be added to a booking waiting for its answer or a confirmed service until the start', () => {
    for (const status of ['pending', 'confirmed'] as const) {
      expect(contactChange(service(false, status), before(48 * HOUR))).toEqual({ ok: true, kind: 'add' });
      expect(contactChange(service(false, status), before(1))).toEqual({ ok: true, kind: 'add' });
      expect(contactChange(service(false, status), START)).toEqual({ ok: false, reason: 'already_started' });
    }
  });

  it(`may be corrected until ${CONTACT_CORRECTION_HOURS} hours before the start, not later`, () => {
    const cutoff = CONTACT_CORRECTION_HOURS * HOUR;
    expect(contactChange(service(true), before(cutoff + 1))).toEqual({ ok: true, kind: 'correct' });
    expect(contactChange(service(true), before(cutoff))).toEqual({ ok: false, reason: 'correction_closed' });
    expect(contactChange(service(true), before(1))).toEqual({ ok: false, reason: 'correction_closed' });
    expect(contactChange(service(true), START)).toEqual({ ok: false, reason: 'already_started' });
  });

  it('is never changed once the service is under way or over', () => {
    for (const status of SERVICE_STATUSES.filter((status) => !['pending', 'confirmed'].includes(status)))
      for (const complete of [true, false])
        expect(contactChange(service(complete, status), before(48 * HOUR)), status).toEqual({
          ok: false,
          reason: 'wrong_status',
        });
  });

  it('counts as complete only with both a street and a phone', () => {
    const address = { street: 'Calle Xola 1402', interior: null, colonia: null, references: null };
    expect(contactComplete({ address, phone: '5587654321' })).toBe(true);
    expect(contactComplete({ address, phone: null })).toBe(false);
    expect(contactComplete({ address: null, phone: '5587654321' })).toBe(false);
    expect(contactComplete(null)).toBe(false);
  });
});
