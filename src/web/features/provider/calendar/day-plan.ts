import { workingRanges } from '#shared/domain/free-times';
import { CALLED_OFF_STATUSES, isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { instantToZonedParts } from '#shared/domain/local-time';
import { clockMinutes, type DayOff, type WeeklyHours, zonedDay } from '#shared/domain/working-hours';
import type { Service } from '#shared/schemas/services';

// One day of Calendario as the provider reads it, on their own clock (the zone of their 'Disponibilidad'): the
// services as blocks of their length, set side by side where they overlap (double bookings made before the
// database refused them), a day off with its note, and the free working time: their weekly ranges minus the
// services and, around each pending or confirmed one, the travel time the free times keep (free-times.ts), so
// that what Calendario shows free is what a customer can book. Minutes count from the day's midnight on the
// wall clock: 0 … 1440.

const DAY_MINUTES = 24 * 60;
const MINUTE_MS = 60_000;

/** What of the provider's 'Disponibilidad' a day needs (GET /api/provider/availability). */
export interface CalendarSchedule {
  timeZone: string;
  weekly: WeeklyHours;
  daysOff: readonly DayOff[];
  maxPerDay: number | null;
  /** 'Tiempo de traslado entre servicios', kept before and after each pending or confirmed service. */
  travelMinutes: number;
}

export interface Span {
  start: number;
  end: number;
}

/** A service's part of the day; `lane` of `lanes` side by side when it overlaps others. */
export interface Block extends Span {
  service: Service;
  lane: number;
  lanes: number;
}

export interface DayPlan {
  date: string;
  blocks: Block[];
  /** 'Día no disponible': the period the day falls in, with the provider's note. */
  dayOff: DayOff | null;
  /** The daily maximum is reached: no more services are offered that day. */
  full: boolean;
  free: Span[];
}

/** The wall-clock minute of an instant on `date` in the zone, the day's ends where it falls outside it. */
function minuteOn(instant: Date, date: string, timeZone: string): number {
  const { date: day, time } = instantToZonedParts(instant, timeZone);
  if (day < date) return 0;
  if (day > date) return DAY_MINUTES;
  return clockMinutes(time) ?? 0;
}

/** Lanes for overlapping blocks: each takes the first free lane; a group of overlapping blocks shares a width. */
function inLanes(spans: Omit<Block, 'lane' | 'lanes'>[]): Block[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const blocks: Block[] = [];
  let group: Block[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(0, ...group.map((block) => block.lane + 1));
    for (const block of group) block.lanes = lanes;
    group = [];
  };
  for (const span of sorted) {
    if (span.start >= groupEnd) close();
    const taken = new Set(group.filter((block) => block.end > span.start).map((block) => block.lane));
    let lane = 0;
    while (taken.has(lane)) lane++;
    const block = { ...span, lane, lanes: 1 };
    group.push(block);
    blocks.push(block);
    groupEnd = Math.max(groupEnd, span.end);
  }
  close();
  return blocks;
}

/**
 * The instants a service keeps from the provider's other services: a pending or confirmed one the travel time
 * on both sides too, the span `collides` (free-times.ts) forbids another service to overlap; the others
 * (done, completed, disputed) only their own time.
 */
function heldSpan(service: Service, travelMinutes: number): Span {
  const travel = isIn(SCHEDULED_STATUSES, service.status) ? travelMinutes * MINUTE_MS : 0;
  const start = new Date(service.scheduledAt).getTime();
  return { start: start - travel, end: start + service.durationMinutes * MINUTE_MS + travel };
}

/** The day's working ranges minus the time the services hold, as minutes of the day. */
function freeSpans(date: string, services: readonly Service[], schedule: CalendarSchedule): Span[] {
  const ranges = workingRanges(zonedDay(date, schedule.timeZone), schedule.weekly);
  const held = services.map((service) => heldSpan(service, schedule.travelMinutes));
  const minute = (instant: number) => minuteOn(new Date(instant), date, schedule.timeZone);
  return subtract(ranges, held).map((span) => ({ start: minute(span.start), end: minute(span.end) }));
}

/** `spans` minus `taken`. */
function subtract(spans: readonly Span[], taken: readonly Span[]): Span[] {
  let left = spans.map((span) => ({ ...span }));
  for (const cut of taken) {
    left = left.flatMap((span) =>
      cut.end <= span.start || span.end <= cut.start
        ? [span]
        : [
            ...(span.start < cut.start ? [{ start: span.start, end: cut.start }] : []),
            ...(cut.end < span.end ? [{ start: cut.end, end: span.end }] : []),
          ],
    );
  }
  return left;
}

/** One day ('YYYY-MM-DD' of the provider's zone): its blocks, day off and free time. Called-off services are left out. */
export function dayPlan(date: string, services: readonly Service[], schedule: CalendarSchedule): DayPlan {
  const zone = schedule.timeZone;
  const kept = services.filter((service) => !isIn(CALLED_OFF_STATUSES, service.status));
  const spans = kept
    .map((service) => {
      const start = new Date(service.scheduledAt);
      const end = new Date(start.getTime() + service.durationMinutes * MINUTE_MS);
      return { service, start: minuteOn(start, date, zone), end: minuteOn(end, date, zone) };
    })
    .filter((span) => span.start < span.end);
  const blocks = inLanes(spans);
  const dayOff = schedule.daysOff.find((off) => off.from <= date && date <= off.to) ?? null;
  const startingToday = blocks.filter(
    ({ service }) =>
      isIn(SCHEDULED_STATUSES, service.status) &&
      instantToZonedParts(new Date(service.scheduledAt), zone).date === date,
  ).length;
  const full = schedule.maxPerDay !== null && startingToday >= schedule.maxPerDay;
  const free = dayOff || full ? [] : freeSpans(date, kept, schedule);
  return { date, blocks, dayOff, full, free };
}

/** The hours a week's grid shows: every block and working range, and at least 08:00 to 18:00. */
export function hourSpan(
  plans: readonly DayPlan[],
  schedule: CalendarSchedule,
): { from: number; to: number } {
  const spans = [
    ...plans.flatMap((plan) => plan.blocks),
    ...schedule.weekly.flatMap((ranges) =>
      (ranges ?? []).map((range) => ({
        start: clockMinutes(range.start) ?? DAY_MINUTES,
        end: clockMinutes(range.end) ?? 0,
      })),
    ),
  ];
  const from = Math.min(8 * 60, ...spans.map((span) => span.start));
  const to = Math.max(18 * 60, ...spans.map((span) => span.end));
  return { from: Math.floor(from / 60), to: Math.ceil(to / 60) };
}
