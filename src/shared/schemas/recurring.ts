import { z } from 'zod';
import { PLAN_ACTIONS, PLAN_CONFLICT_REASONS, PLAN_STATUSES, RHYTHMS } from '#shared/domain/recurring-plan';
import { SERVICE_IDS } from '#shared/catalog';
import { recurringMessages } from '#shared/recurring-messages';
import { apiMessages } from '#shared/common-messages';
import { bookingInputAt } from './bookings';

// The recurring plans' API input (issue 30), checked as the database checks it (migration 0038).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The largest price a service may have, in centavos, as service_requests and recurring_plans check it. */
const MAX_PRICE = 100_000_000;

/**
 * A plan: the wizard's booking (its first visit, booked exactly as a booking is) and how often it repeats.
 * 'Una sola vez' is a booking, not a plan: it is sent to POST /api/bookings.
 */
export const planInputAt = (now: () => Date) =>
  bookingInputAt(now).extend({ rhythm: z.enum(RHYTHMS, recurringMessages.rhythmRequired) });
export type PlanInput = z.infer<ReturnType<typeof planInputAt>>;

/** A plan's id in the address. */
export const planParams = z.object({ planId: z.uuid(apiMessages.notFound) });

/** One visit of a plan in the address: the plan and the visit's day in the provider's zone. */
export const planVisitParams = planParams.extend({
  visitDate: z.string().regex(DAY, recurringMessages.visitDateInvalid),
});

/**
 * 'Saltar esta visita': without `confirm` the answer only says what skipping costs (free with 24 h notice, the
 * visit's cancellation policy with less); with `confirm: true` the visit is cancelled at that cost.
 */
export const skipVisitInput = z.object({ confirm: z.boolean().default(false) });

/** The provider proposes a new price per visit, in centavos; it applies from 14 days ahead, once accepted. */
export const priceChangeInput = z.object({
  price: z
    .number(recurringMessages.priceInvalid)
    .int(recurringMessages.priceInvalid)
    .min(1, recurringMessages.priceInvalid)
    .max(MAX_PRICE, recurringMessages.priceInvalid),
});

/** The provider's one answer to a plan ('Aceptar plan' / 'Rechazar plan'). */
export const planAnswerInput = z.object({ accept: z.boolean() });

/** One visit of a plan as the lists show it: its day, start and the service it is. */
export const planVisitOut = z.object({
  date: z.string(),
  scheduledAt: z.string(),
  serviceId: z.string(),
  status: z.string(),
});

/** A visit the scheduler could not book, waiting for the customer's 'Saltar' or another time. */
export const planConflictOut = z.object({
  /** The visit's day in the plan, in the provider's zone: its key. */
  date: z.string(),
  /** When the visit would have started. */
  scheduledAt: z.string(),
  reason: z.enum(PLAN_CONFLICT_REASONS),
});

/** A plan as 'Limpiezas recurrentes' and 'Clientes recurrentes' list it. */
export const planOut = z.object({
  id: z.string(),
  status: z.enum(PLAN_STATUSES),
  rhythm: z.enum(RHYTHMS),
  /** 'Cada semana, los martes a las 10:00', in the provider's zone. */
  description: z.string(),
  providerId: z.string(),
  /** The provider as customers see them named (their display name). */
  providerName: z.string(),
  customerId: z.string(),
  /** The customer as providers see them named ('Lucía P.'). */
  customerName: z.string(),
  serviceId: z.enum(SERVICE_IDS),
  location: z.string(),
  /** The place's point, for the provider's free times ('Cambiar día u hora'); null on a plan without one. */
  place: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** The provider's zone: the plan's day and hour, and every visit's, are on its clock. */
  timeZone: z.string(),
  /** Each visit's length, as the provider's free times are asked for. */
  durationMinutes: z.number().int(),
  /** Centavos per visit. */
  price: z.number().int(),
  /** The next NEXT_VISITS_SHOWN visits not yet past, soonest first. */
  nextVisits: z.array(planVisitOut),
  /** No visit from this instant on ('Terminar plan', a new price not accepted); null while the plan goes on. */
  endsAt: z.string().nullable(),
  /** A new price per visit proposed (centavos), from when, and whether the customer accepted it. */
  priceChange: z.object({ price: z.number().int(), from: z.string(), accepted: z.boolean() }).nullable(),
  /** The provider cancelled 2 visits within 28 days: the customer may keep, pause, or move the plan. */
  unreliable: z.boolean(),
  /** Visits not booked (a day off, another service, off hours) waiting for 'Saltar' or another time, soonest first. */
  conflicts: z.array(planConflictOut),
});
export type PlanOut = z.infer<typeof planOut>;

export const plansOut = z.object({ plans: z.array(planOut) });
export const planCreatedOut = z.object({ plan: planOut });

/** 'Pausar', 'Reanudar', 'Cancelar plan' in the address. */
export const planActionParams = planParams.extend({ action: z.enum(PLAN_ACTIONS, apiMessages.notFound) });

/** The plan after the action; on 'Cancelar plan', the visits inside 24 h, which stay as they are. */
export const planActionOut = z.object({ plan: planOut, keptVisits: z.array(planVisitOut) });

/** 'Saltar esta visita': what it costs (centavos), and whether it was done (`confirm`) or only previewed. */
export const skipVisitOut = z.object({ fee: z.number().int(), skipped: z.boolean() });
