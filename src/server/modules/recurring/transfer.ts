import { and, eq } from 'drizzle-orm';
import { recurringChangeMessages } from '#shared/recurring-change-messages';
import { planInputAt } from '#shared/schemas/recurring';
import type { Database } from '#server/db/client';
import { favouriteProviders, recurringPlans, serviceRequests } from '#server/db/schema';
import { ConflictError, InvalidInputError } from '#server/domain/errors';
import type { ServiceGateways } from '#server/modules/payments/gateways';
import { addressOf } from '#server/modules/profiles';
import { lockPlan, planNotRunning } from './plan-end';
import { firstVisitOfPlan } from './rhythm';
import { unreliablePlans } from './reliability';
import { createPlan } from './service';
import type { PlanRow } from './visits';

// A plan whose provider cancelled or missed two visits within 28 days may move to one of the customer's favourite
// providers (issue 30): a new plan with that provider — the same service, place, home, rhythm and way to pay, at
// a free start of theirs and their price — that names the plan it takes over from. The old plan goes on until
// the new one is accepted; then it ends from the new plan's first visit (replaced-plan.ts). Declined, nothing ends.

export interface TransferInput {
  providerId: string;
  requiredDate: string;
  idempotencyKey: string;
}

/** The new plan with the favourite provider, pending their answer (active at once with 'Reserva inmediata'). */
export async function transferPlan(
  db: Database,
  customerId: string,
  planId: string,
  input: TransferInput,
  now: Date,
  cards: ServiceGateways,
): Promise<{ plan: PlanRow; created: boolean }> {
  const plan = await lockPlan(db, planId, { customerId }, { lock: false });
  if (plan.status !== 'active' && plan.status !== 'paused') throw planNotRunning();
  const [favourite] = await db
    .select()
    .from(favouriteProviders)
    .where(
      and(eq(favouriteProviders.customerId, customerId), eq(favouriteProviders.providerId, input.providerId)),
    );
  if (!favourite || input.providerId === plan.providerId)
    throw new InvalidInputError('VALIDATION', recurringChangeMessages.notFavourite, {
      providerId: recurringChangeMessages.notFavourite,
    });
  if (!(await unreliablePlans(db, [plan.id], now)).has(plan.id))
    throw new ConflictError('NOT_UNRELIABLE', recurringChangeMessages.notUnreliable);
  const [first] = await db
    .select({ request: serviceRequests })
    .from(recurringPlans)
    .innerJoin(serviceRequests, firstVisitOfPlan)
    .where(eq(recurringPlans.id, plan.id));
  const request = first!.request;
  const address = addressOf(request);
  // The first visit's booking, again, with the favourite provider: checked as the wizard's is.
  const booking = planInputAt(() => now).safeParse({
    serviceId: plan.serviceId,
    providerId: input.providerId,
    requiredDate: input.requiredDate,
    length: plan.estimateInput ? { estimate: plan.estimateInput } : { hours: plan.durationMinutes / 60 },
    location: { lat: plan.lat, lng: plan.lng, formattedAddress: plan.location, precision: plan.precision },
    contact: {
      address: {
        street: address?.street ?? '',
        interior: address?.interior ?? undefined,
        colonia: address?.colonia ?? '',
        references: address?.references ?? undefined,
      },
      phone: request.contactPhone ?? '',
    },
    notes: request.description,
    paymentMethod: plan.paymentMethod,
    idempotencyKey: input.idempotencyKey,
    rhythm: plan.rhythm,
  });
  if (!booking.success)
    throw new ConflictError('PLAN_NOT_TRANSFERABLE', recurringChangeMessages.notTransferable);
  return createPlan(db, customerId, booking.data, now, cards, { replaces: plan.id });
}
