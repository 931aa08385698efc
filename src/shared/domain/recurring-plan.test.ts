import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToZonedParts } from './local-time';
import { MEXICAN_TIME_ZONES } from './mexican-time-zones';
import {
  describePlan,
  FREQUENCY_LABELS,
  HORIZON_WEEKS,
  keptAfterDeclinedPrice,
  type PlanRhythm,
  planRhythm,
  planStatusAfter,
  planUnreliable,
  priceChangeEffectiveFrom,
  RHYTHMS,
  skipFee,
  visitDate,
  visitPrice,
  visitsUntilHorizon,
} from './recurring-plan';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const weekly = (firstDate: string, time = '10:00', providerZone = 'America/Mexico_City'): PlanRhythm => ({
  rhythm: 'weekly',
  firstDate,
  time,
  providerZone,
});

describe('rhythms', () => {
  it('are labelled as the wizard offers them', () => {
    expect(RHYTHMS.map((rhythm) => FREQUENCY_LABELS[rhythm])).toEqual([
      'Cada semana',
      'Cada 2 semanas',
      'Cada mes',
    ]);
    expect(FREQUENCY_LABELS.once).toBe('Una sola vez');
  });
});

describe('describePlan', () => {
  it('reads the weekday in the plural and the time of day', () => {
    expect(describePlan(weekly('2026-12-01'))).toBe('Cada semana, los martes a las 10:00');
    expect(describePlan({ ...weekly('2026-12-05', '08:30'), rhythm: 'biweekly' })).toBe(
      'Cada 2 semanas, los sábados a las 08:30',
    );
    expect(describePlan({ ...weekly('2026-12-05'), rhythm: 'monthly' })).toBe(
      'Cada mes, el día 5 a las 10:00',
    );
  });

  it('takes the day and time the provider’s clock shows', () => {
    // 16:00 UTC on Tuesday 1 December is 10:00 in Mexico City and 11:00 in Cancún.
    const start = new Date('2026-12-01T16:00:00Z');
    expect(describePlan(planRhythm('weekly', start, 'America/Cancun'))).toBe(
      'Cada semana, los martes a las 11:00',
    );
    // 03:00 UTC on Wednesday is still Tuesday evening in Tijuana.
    expect(describePlan(planRhythm('weekly', new Date('2026-12-02T03:00:00Z'), 'America/Tijuana'))).toBe(
      'Cada semana, los martes a las 19:00',
    );
  });
});

describe('visit dates', () => {
  it('repeat every week, every two weeks, and on the same day of each month', () => {
    const plan = weekly('2026-12-29');
    expect([0, 1, 2].map((index) => visitDate(plan, index))).toEqual([
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
    ]);
    expect(visitDate({ ...plan, rhythm: 'biweekly' }, 2)).toBe('2027-01-26');
    expect(visitDate({ ...plan, rhythm: 'monthly' }, 2)).toBe('2027-02-28');
  });

  it('take the last day of a month without the first visit’s day, skipping no month', () => {
    const plan = { rhythm: 'monthly' as const, firstDate: '2027-01-31' };
    expect([0, 1, 2, 3].map((index) => visitDate(plan, index))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('reach the horizon: 8 weekly visits from now, first visit included', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const visits = visitsUntilHorizon(weekly('2026-12-01'), now);
    expect(visits).toHaveLength(HORIZON_WEEKS);
    expect(visits[0]).toEqual({ date: '2026-12-01', start: new Date('2026-12-01T16:00:00Z') });
    expect(visits.at(-1)!.date).toBe('2027-01-19');
  });

  it('keep the time of day across the border’s summer-time change and move a skipped hour, not drop it', () => {
    const visits = visitsUntilHorizon(
      weekly('2027-03-07', '10:00', 'America/Tijuana'),
      new Date('2027-03-01'),
      2,
    );
    expect(visits.map((visit) => instantToZonedParts(visit.start, 'America/Tijuana').time)).toEqual([
      '10:00',
      '10:00',
    ]);
    expect(visits[1]!.start.getTime() - visits[0]!.start.getTime()).toBe(7 * DAY - HOUR);
    // 02:30 does not exist on 14 March 2027 in Tijuana: the clock's jump moves the visit to 03:30 that day.
    const gap = visitsUntilHorizon(
      weekly('2027-03-07', '02:30', 'America/Tijuana'),
      new Date('2027-03-01'),
      2,
    );
    expect(gap.map((visit) => visit.date)).toEqual(['2027-03-07', '2027-03-14']);
    expect(instantToZonedParts(gap[1]!.start, 'America/Tijuana').time).toBe('03:30');
  });

  it('are every date of the rhythm up to the horizon, in order, one a date, on the plan’s weekday and time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RHYTHMS),
        fc.constantFrom(...MEXICAN_TIME_ZONES),
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: -60, max: 60 }),
        (rhythm, providerZone, dayOffset, quarter, nowOffsetDays) => {
          const firstDate = new Date(Date.UTC(2026, 0, 1) + dayOffset * DAY).toISOString().slice(0, 10);
          const time = `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
          const plan: PlanRhythm = { rhythm, firstDate, time, providerZone };
          const now = new Date(Date.parse(`${firstDate}T12:00:00Z`) + nowOffsetDays * DAY);
          const visits = visitsUntilHorizon(plan, now);
          const horizon = now.getTime() + HORIZON_WEEKS * 7 * DAY;
          visits.forEach((visit, index) => {
            expect(visit.date).toBe(visitDate(plan, index));
            expect(visit.start.getTime()).toBeLessThan(horizon);
            expect(instantToZonedParts(visit.start, providerZone).date).toBe(visit.date);
            if (index > 0) expect(visit.start.getTime()).toBeGreaterThan(visits[index - 1]!.start.getTime());
          });
          // The next one is past the horizon: none is missing at the end.
          const next = visitsUntilHorizon(plan, now, HORIZON_WEEKS + 10)[visits.length];
          if (next) expect(next.start.getTime()).toBeGreaterThanOrEqual(horizon);
          if (rhythm !== 'monthly')
            for (const visit of visits)
              expect(new Date(`${visit.date}T00:00:00Z`).getUTCDay()).toBe(
                new Date(`${firstDate}T00:00:00Z`).getUTCDay(),
              );
        },
      ),
    );
  });
});

describe('skipFee', () => {
  const start = new Date('2026-12-10T16:00:00Z');
  it('is free with 24 h notice and the visit’s own policy with less', () => {
    const visit = { status: 'confirmed' as const, scheduledAt: start, price: 80_000 };
    expect(skipFee(visit, new Date(start.getTime() - 24 * HOUR))).toBe(0);
    expect(skipFee(visit, new Date(start.getTime() - 23 * HOUR))).toBe(40_000);
  });

  it('is free while the provider has not accepted the visit', () => {
    expect(skipFee({ status: 'pending', scheduledAt: start, price: 80_000 }, start)).toBe(0);
  });
});

describe('price changes', () => {
  const proposedAt = new Date('2026-12-01T16:00:00Z');
  const change = { price: 90_000, effectiveFrom: priceChangeEffectiveFrom(proposedAt), accepted: true };

  it('apply only from 14 days ahead and only once accepted', () => {
    expect(change.effectiveFrom).toEqual(new Date('2026-12-15T16:00:00Z'));
    expect(visitPrice(80_000, change, new Date('2026-12-15T15:59:00Z'))).toBe(80_000);
    expect(visitPrice(80_000, change, new Date('2026-12-15T16:00:00Z'))).toBe(90_000);
    expect(visitPrice(80_000, { ...change, accepted: false }, new Date('2027-01-15T16:00:00Z'))).toBe(80_000);
    expect(visitPrice(80_000, null, new Date('2027-01-15T16:00:00Z'))).toBe(80_000);
  });

  it('declined, keep the visits at the old price and none after', () => {
    expect(keptAfterDeclinedPrice(change, new Date('2026-12-15T15:59:00Z'))).toBe(true);
    expect(keptAfterDeclinedPrice(change, new Date('2026-12-15T16:00:00Z'))).toBe(false);
  });
});

describe('planUnreliable', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 11, 1) + day * DAY);
  it('is two cancelled or missed visits within 28 days, in any order', () => {
    expect(planUnreliable([])).toBe(false);
    expect(planUnreliable([at(0)])).toBe(false);
    expect(planUnreliable([at(28), at(0)])).toBe(true);
    expect(planUnreliable([at(0), at(29)])).toBe(false);
    expect(planUnreliable([at(0), at(40), at(60)])).toBe(true);
  });

  it('agrees with comparing every pair', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 * 24 }), { maxLength: 8 }), (hours) => {
        const strikes = hours.map((hour) => new Date(Date.UTC(2026, 0, 1) + hour * HOUR));
        const anyPair = hours.some((a, i) => hours.some((b, j) => i !== j && Math.abs(a - b) <= 28 * 24));
        expect(planUnreliable(strikes)).toBe(anyPair);
      }),
    );
  });
});

describe('planStatusAfter', () => {
  it('pauses an active plan, resumes a paused one, cancels any not yet over, and repeats as a no-op', () => {
    expect(planStatusAfter('active', 'pause')).toBe('paused');
    expect(planStatusAfter('paused', 'pause')).toBe('paused');
    expect(planStatusAfter('pending', 'pause')).toBeNull();
    expect(planStatusAfter('paused', 'resume')).toBe('active');
    expect(planStatusAfter('active', 'resume')).toBe('active');
    expect(planStatusAfter('cancelled', 'resume')).toBeNull();
    for (const status of ['pending', 'active', 'paused', 'cancelled'] as const)
      expect(planStatusAfter(status, 'cancel')).toBe('cancelled');
    for (const status of ['declined', 'ended'] as const) expect(planStatusAfter(status, 'cancel')).toBeNull();
  });
});
