import { z } from 'zod';
import { PLAN_STATUSES } from '#shared/domain/recurring-plan';
import { bookingMessages } from '#shared/booking-messages';
import { apiMessages } from '#shared/common-messages';
import { planOut, planVisitOut } from './recurring';
import { futureInstant } from './requests';

// Changes to a running recurring plan (issue 30): a visit moved, a new price and its answer, the provider ending
// the plan, and the operator's list of plans a provider let down.

/** 'Cambiar día u hora' for one visit: its new start, one of the provider's free starts. */
export const visitMoveInputAt = (now: () => Date) =>
  z.object({ requiredDate: futureInstant(bookingMessages.dateRequired, now) });

export const visitMovedOut = z.object({ visit: planVisitOut });

/** 'Aceptar nuevo precio' (true) / 'Rechazar nuevo precio' (false). */
export const priceAnswerInput = z.object({ accept: z.boolean() });

/** 'Terminar plan': the plan, ending after the notice, and how many later visits were cancelled. */
export const planEndedOut = z.object({ plan: planOut, cancelledVisits: z.number().int() });

/** One plan of the operator console's list of plans whose provider cancelled twice within 28 days. */
export const unreliablePlanOut = z.object({
  id: z.string(),
  status: z.enum(PLAN_STATUSES),
  description: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  /** When the provider cancelled the plan's visits within the window, ISO instants, latest first. */
  strikes: z.array(z.string()),
});
export const unreliablePlansOut = z.object({ plans: z.array(unreliablePlanOut) });

/**
 * A plan whose provider let it down, moved to one of the customer's favourite providers: who, the new plan's first
 * start (one of their free starts), and the wizard's idempotency key.
 */
export const planTransferInputAt = (now: () => Date) =>
  z.object({
    providerId: z.string(bookingMessages.providerRequired).min(1, bookingMessages.providerRequired).max(100),
    requiredDate: futureInstant(bookingMessages.dateRequired, now),
    idempotencyKey: z.uuid(apiMessages.badRequest),
  });

/** 'Cambiar día u hora' from now on: the plan with its new day and time, and the visits inside 24 h that stay. */
export const planMovedOut = z.object({ plan: planOut, keptVisits: z.array(planVisitOut) });
