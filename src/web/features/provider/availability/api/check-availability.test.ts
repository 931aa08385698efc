import { describe, expect, it } from 'vitest';
import { planVisitsHit, type OutsideService } from './check-availability';

const service = (id: string, planId: string | null): OutsideService => ({
  id,
  title: 'Limpieza de casa',
  scheduledAt: '2026-12-24T16:00:00.000Z',
  timeZone: 'America/Mexico_City',
  durationMinutes: 180,
  planId,
  customerName: 'Carmen R.',
});

describe('planVisitsHit', () => {
  it('asks before saving only for plan visits the saved schedule does not leave out already', () => {
    const oneOff = service('one-off', null);
    const alreadyOut = service('visit-1', 'plan');
    const newlyOut = service('visit-2', 'plan');
    const checked = { outside: [oneOff, alreadyOut, newlyOut] };
    expect(planVisitsHit(checked, [alreadyOut])).toEqual([newlyOut]);
    expect(planVisitsHit(checked, [alreadyOut, newlyOut])).toEqual([]);
    expect(planVisitsHit({ outside: [oneOff] }, [])).toEqual([]);
  });
});
