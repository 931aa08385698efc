import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { withinWorkingTime } from '#shared/domain/free-times';
import type { ScheduleInput, ScheduleOut } from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { jobs, providerDaysOff, providerSchedules, providerWorkingHours } from '#server/db/schema';
import { type ProviderSchedule, readSchedule } from '#server/domain/schedule';

// 'Disponibilidad' (issue 29) as the provider reads and saves it; the rules read it through server/domain/schedule.

/** The provider's pending or confirmed services from `now` on that the schedule no longer covers, soonest first. */
async function servicesOutside(db: Database, providerId: string, schedule: ProviderSchedule, now: Date) {
  const upcoming = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      scheduledAt: jobs.scheduledAt,
      timeZone: jobs.timeZone,
      durationMinutes: jobs.durationMinutes,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.providerId, providerId),
        inArray(jobs.status, [...SCHEDULED_STATUSES]),
        gte(jobs.scheduledAt, now),
      ),
    )
    .orderBy(asc(jobs.scheduledAt));
  const working = { providerZone: schedule.timeZone, weekly: schedule.weekly, daysOff: schedule.daysOff };
  return upcoming
    .filter(
      (job) => !withinWorkingTime({ start: job.scheduledAt, lengthMinutes: job.durationMinutes }, working),
    )
    .map((job) => ({ ...job, scheduledAt: job.scheduledAt.toISOString() }));
}

export async function getSchedule(db: Database, providerId: string, now: Date): Promise<ScheduleOut> {
  const schedule = await readSchedule(db, providerId);
  return {
    weekly: schedule.weekly.map((ranges) => [...(ranges ?? [])]),
    daysOff: schedule.daysOff.map((day) => ({ from: day.from, to: day.to, note: day.note ?? '' })),
    travelMinutes: schedule.travelMinutes,
    maxPerDay: schedule.maxPerDay,
    instantBooking: schedule.instantBooking,
    timeZone: schedule.timeZone,
    outside: await servicesOutside(db, providerId, schedule, now),
  };
}

/** Replaces the whole schedule at once. Never touches a booked service: those now outside are listed. */
export async function saveSchedule(db: Database, providerId: string, input: ScheduleInput, now: Date) {
  await db.transaction(async (tx) => {
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
  });
  return getSchedule(db, providerId, now);
}
