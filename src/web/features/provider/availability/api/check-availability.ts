import type { ScheduleCheckOut, ScheduleInput } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';

export type OutsideService = ScheduleCheckOut['outside'][number];

/** What saving `input` would leave outside, asked before saving: the server writes nothing. */
export function checkAvailability(input: ScheduleInput): Promise<ScheduleCheckOut> {
  return apiFetch<ScheduleCheckOut>('/api/provider/availability/check', { body: input });
}

/**
 * The visits of recurring plans that saving would leave out and the saved schedule does not already: their
 * customers are told on saving.
 */
export const planVisitsHit = (checked: ScheduleCheckOut, saved: readonly OutsideService[]) => {
  const already = new Set(saved.map((service) => service.id));
  return checked.outside.filter((service) => service.planId !== null && !already.has(service.id));
};
