import { CALLED_OFF_STATUSES, isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { instantToZonedParts } from '#shared/domain/local-time';
import { clockMinutes, type DayOff, type WeeklyHours } from '#shared/domain/working-hours';
import type { Service } from '#shared/schemas/services';

// One day of Calendario as the provider reads it, on their own clock (the zone of their 'Disponibilidad'): the
// services as blocks of their length, set side by side where they overlap (double bookings made before the
// database refused them), a day off with its note, and the free working time, their weekly ranges minus the
// services. Minutes count from the day's midnight on the wall clock: 0 … 1440.

const DAY_MINUTES = 24 * 60;
const MINUTE_MS = 60_000;

/** What of the provider's 'Disponibilidad' a day needs (GET /api/provider/availability). */
export interface CalendarSchedule {
  timeZone: string;
  weekly: WeeklyHours;
  daysOff: readonly DayOff[];
  maxPerDay: number | null;
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

/** The weekday's ranges in minutes, in order, those that touch joined. */
function workingSpans(weekly: WeeklyHours, weekday: number): Span[] {
  const spans: Span[] = [];
  const ranges = [...(weekly[weekday] ?? [])].sort((a, b) => a.start.localeCompare(b.start));
  for (const range of ranges) {
    const [start, end] = [clockMinutes(range.start), clockMinutes(range.end)];
    if (start === null || end === null || start >= end) continue;
    const last = spans.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else spans.push({ start, end });
  }
  return spans;
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
  const spans = services
    .filter((service) => !isIn(CALLED_OFF_STATUSES, service.status))
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
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const free = dayOff || full ? [] : subtract(workingSpans(schedule.weekly, weekday), blocks);
  return { date, blocks, dayOff, full, free };
}

/** The hours a week's grid shows: every block and working range, and at least 08:00 to 18:00. */
export function hourSpan(
  plans: readonly DayPlan[],
  schedule: CalendarSchedule,
): { from: number; to: number } {
  const spans = [
    ...plans.flatMap((plan) => plan.blocks),
    ...Array.from({ length: 7 }, (_, weekday) => workingSpans(schedule.weekly, weekday)).flat(),
  ];
  const from = Math.min(8 * 60, ...spans.map((span) => span.start));
  const to = Math.max(18 * 60, ...spans.map((span) => span.end));
  return { from: Math.floor(from / 60), to: Math.ceil(to / 60) };
}
