// Issue 29 under npm run load: 20 customers book the same free time of one provider at once. Exactly one booking
// is made (201) and the 19 others are told the time was taken (409 SLOT_TAKEN, expected answers, not errors);
// any other answer, or another count, fails the run.
import { randomUUID } from 'node:crypto';
import { scheduleToIso } from '#shared/domain/local-time';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import { FREE_TIMES_PLACE, FREE_TIMES_SERVICE_ID } from './seed-free-times';

export const RACE_CUSTOMERS = 20;

export interface RaceResult {
  /** The instant every customer asked for. */
  start: string;
  /** Answers by status and code: '201', '409 SLOT_TAKEN', … */
  outcomes: Record<string, number>;
  /** Exactly one 201 and 19 × 409 SLOT_TAKEN. */
  ok: boolean;
}

/** The provider's first free start for an hour, as the wizard would offer it. */
async function firstFreeStart(serverUrl: string, providerId: string): Promise<string> {
  const { lat, lng } = FREE_TIMES_PLACE;
  const response = await fetch(
    `${serverUrl}/api/bookings/providers/${providerId}/free-times?serviceId=${FREE_TIMES_SERVICE_ID}&lat=${lat}&lng=${lng}&minutes=60`,
  );
  if (!response.ok) throw new Error(`free times: ${response.status} ${await response.text()}`);
  const { timeZone, days } = (await response.json()) as FreeTimesOut;
  const day = days.find((one) => one.times.length > 0);
  if (!day) throw new Error('free times: the provider has no free start');
  // The wizard's own conversion of the place's day and time to an instant.
  const start = scheduleToIso({ date: day.date, time: day.times[0]! }, timeZone);
  if (!start) throw new Error(`free times: ${day.date} ${day.times[0]} does not exist in ${timeZone}`);
  return start;
}

function bookingBody(providerId: string, requiredDate: string) {
  return {
    serviceId: FREE_TIMES_SERVICE_ID,
    providerId,
    requiredDate,
    length: { hours: 1 },
    location: { ...FREE_TIMES_PLACE, formattedAddress: 'Centro, Ciudad de México', precision: 'locality' },
    contact: {
      address: { street: 'Calle Madero 10', colonia: 'Centro' },
      phone: '5512345678',
    },
    notes: '',
    paymentMethod: 'cash',
    idempotencyKey: randomUUID(),
  };
}

/** Sends the 20 bookings at once, each signed by its own customer (`cookies`, 20 at least). */
export async function sameSlotRace(
  serverUrl: string,
  providerId: string,
  cookies: string[],
): Promise<RaceResult> {
  if (cookies.length < RACE_CUSTOMERS) throw new Error(`race: ${RACE_CUSTOMERS} customers needed`);
  const start = await firstFreeStart(serverUrl, providerId);
  const answers = await Promise.all(
    cookies.slice(0, RACE_CUSTOMERS).map(async (cookie) => {
      const response = await fetch(`${serverUrl}/api/bookings`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(providerId, start)),
      });
      if (response.status === 201) return '201';
      const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
      return `${response.status} ${body.error?.code ?? '?'}`;
    }),
  );
  const outcomes: Record<string, number> = {};
  for (const answer of answers) outcomes[answer] = (outcomes[answer] ?? 0) + 1;
  const ok = outcomes['201'] === 1 && outcomes['409 SLOT_TAKEN'] === RACE_CUSTOMERS - 1;
  return { start, outcomes, ok };
}
