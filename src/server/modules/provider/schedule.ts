import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { withinWorkingTime } from '#shared/domain/free-times';
import { shortName } from '#shared/names';
import type { ScheduleCheckOut, ScheduleInput, ScheduleOut } from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import {
  jobs,
  profiles,
  providerDaysOff,
  providerSchedules,
  providerWorkingHours,
  serviceRequests,
} from '#server/db/schema';
import { lockProviderTime, type ProviderSchedule, readSchedule } from '#server/domain/schedule';
import { tellVisitsLeftOut } from '#server/modules/recurring';

// 'Disponibilidad' (issue 29) as the provider reads and saves it; the rules read it through server/domain/schedule.

type Working = Pick<ProviderSchedule, 'timeZone' | 'weekly' | 'daysOff'>;

/**
 * The provider's pending or confirmed services from `now` on that `working` does not cover, soonest first: each
 * with its plan (null for a one-off) and its customer's short name.
 */
async function servicesOutside(db: Database, providerId: string, working: Working, now: Date) {
  const upcoming = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      scheduledAt: jobs.scheduledAt,
      timeZone: jobs.timeZone,
      durationMinutes: jobs.durationMinutes,
      planId: serviceRequests.planId,
      customerFullName: profiles.fullName,
    })
    .from(jobs)
    .innerJoin(serviceRequests, eq(serviceRequests.id, jobs.requestId))
    .innerJoin(profiles, eq(profiles.id, jobs.customerId))
    .where(
      and(
        eq(jobs.providerId, providerId),
        inArray(jobs.status, [...SCHEDULED_STATUSES]),
        gte(jobs.scheduledAt, now),
      ),
    )
    .orderBy(asc(jobs.scheduledAt), asc(jobs.id));
  const hours = { providerZone: working.timeZone, weekly: working.weekly, daysOff: working.daysOff };
  return upcoming.filter(
    (job) => !withinWorkingTime({ start: job.scheduledAt, lengthMinutes: job.durationMinutes }, hours),
  );
}

type Outside = Awaited<ReturnType<typeof servicesOutside>>[number];

const outsideOut = ({ customerFullName, scheduledAt, ...job }: Outside) => ({
  ...job,
  scheduledAt: scheduledAt.toISOString(),
  customerName: shortName(customerFullName),
});

/** The hours and days off a schedule to be saved would have, in the zone the provider's are read in. */
const workingOf = (input: ScheduleInput, timeZone: ProviderSchedule['timeZone']): Working => ({
  timeZone,
  weekly: input.weekly,
  daysOff: input.daysOff,
});

export async function getSchedule(db: Database, providerId: string, now: Date): Promise<ScheduleOut> {
  const schedule = await readSchedule(db, providerId);
  return {
    weekly: schedule.weekly.map((ranges) => [...(ranges ?? [])]),
    daysOff: schedule.daysOff.map((day) => ({ from: day.from, to: day.to, note: day.note ?? '' })),
    travelMinutes: schedule.travelMinutes,
    maxPerDay: schedule.maxPerDay,
    instantBooking: schedule.instantBooking,
    timeZone: schedule.timeZone,
    outside: (await servicesOutside(db, providerId, schedule, now)).map(outsideOut),
  };
}

/** What saving `input` would answer as `outside`, before saving: writes nothing. */
export async function checkSchedule(
  db: Database,
  providerId: string,
  input: ScheduleInput,
  now: Date,
): Promise<ScheduleCheckOut> {
  const { timeZone } = await readSchedule(db, providerId);
  return {
    outside: (await servicesOutside(db, providerId, workingOf(input, timeZone), now)).map(outsideOut),
  };
}

/**
 * Replaces the whole schedule at once. Never touches a booked service: those now outside are listed, and the
 * customer of each plan visit the change leaves out (one the saved schedule covered) is told, in the same
 * transaction; a one-off's customer is not (the provider sees it in `outside`).
 */
export async function saveSchedule(db: Database, providerId: string, input: ScheduleInput, now: Date) {
  await db.transaction(async (tx) => {
    // A save or a booking at the same time waits: what the saved schedule left out is read after the one before.
    await lockProviderTime(tx, providerId);
    const saved = await readSchedule(tx, providerId);
    const before = new Set((await servicesOutside(tx, providerId, saved, now)).map((job) => job.id));
    const settings = {
      travelMinutes: input.travelMinutes,
      maxPerDay: input.maxPerDay,
      instantBooking: input.instantBooking,
      updatedAt: now,
    };
    await tx
      .insert(providerSchedules)
      .values({ providerId, ...settings })
      .onConflictDoUpdate({ target: providerSchedules.providerId, set: settings });
    await tx.delete(providerWorkingHours).where(eq(providerWorkingHours.providerId, providerId));
    const ranges = input.weekly.flatMap((day, weekday) =>
      day.map((range) => ({ providerId, weekday, startTime: range.start, endTime: range.end })),
    );
    if (ranges.length) await tx.insert(providerWorkingHours).values(ranges);
    await tx.delete(providerDaysOff).where(eq(providerDaysOff.providerId, providerId));
    const daysOff = input.daysOff.map((day) => ({
      providerId,
      firstDay: day.from,
      lastDay: day.to,
      note: day.note,
    }));
    if (daysOff.length) await tx.insert(providerDaysOff).values(daysOff);
    const after = await servicesOutside(tx, providerId, workingOf(input, saved.timeZone), now);
    await tellVisitsLeftOut(
      tx,
      after.flatMap(({ id, planId, scheduledAt }) =>
        planId && !before.has(id) ? [{ serviceId: id, planId, scheduledAt }] : [],
      ),
      now,
    );
  });
  return getSchedule(db, providerId, now);
}
