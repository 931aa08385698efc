import { afterEach, describe, expect, it } from 'vitest';
import { instantToZonedParts } from '#shared/domain/local-time';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookableStartFrom } from '#server/testing/bookable';
import { signUpCustomer } from '#server/testing/marketplace';
import { planVisits, runningPlan } from '#server/testing/recurring';

const HOUR_MS = 3_600_000;
type Party = Awaited<ReturnType<typeof signUpCustomer>>;

describe(`the free times 'Cambiar día u hora' offers (${testDriver})`, () => {
  const t = useTestApp();
  afterEach(() => t.clock.set(new Date()));

  it('count the visits that move as free, for the plan’s own customer only', async () => {
    const { customer, booked, plan } = await runningPlan(t, { hoursAhead: 30 });
    const second = (await planVisits(t.database.db, plan.id))[1]!;
    // An hour later the same day overlaps the visit itself (three hours long).
    const later = new Date(second.start.getTime() + HOUR_MS);
    expect(bookableStartFrom(later).getTime()).toBe(later.getTime());

    const offered = async (who: Party, moving: Record<string, string> = {}) => {
      const query = new URLSearchParams({
        serviceId: plan.serviceId,
        lat: String(plan.place!.lat),
        lng: String(plan.place!.lng),
        minutes: String(plan.durationMinutes),
        ...moving,
      });
      const answer = await who.client.get(`/api/bookings/providers/${booked.userId}/free-times?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const { days, timeZone } = answer.json() as FreeTimesOut;
      return (start: Date) => {
        const { date, time } = instantToZonedParts(start, timeZone);
        return days.some((day) => day.date === date && day.times.includes(time));
      };
    };

    const asEveryone = await offered(customer);
    expect([asEveryone(second.start), asEveryone(later)]).toEqual([false, false]);
    const thisVisit = await offered(customer, { planId: plan.id, visitDate: second.date! });
    expect([thisVisit(second.start), thisVisit(later)]).toEqual([true, true]);
    const fromNowOn = await offered(customer, { planId: plan.id });
    expect(fromNowOn(later)).toBe(true);
    // Someone else naming the plan is answered as everyone.
    const stranger = await offered(await signUpCustomer(t.app), { planId: plan.id, visitDate: second.date! });
    expect(stranger(later)).toBe(false);

    // And the server takes the time it offered.
    const moved = await customer.client.post(`/api/recurring-plans/${plan.id}/visits/${second.date}/move`, {
      requiredDate: later.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});
