import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { jobs, serviceRequests } from '#server/db/schema';
import type { PlanOut } from '#shared/schemas/recurring';
import { bookableStartFrom } from './bookable';
import type { TestApp } from './harness';
import { bookingBody, signUpCustomer, signUpProvider, ZOCALO } from './marketplace';

type Party = Awaited<ReturnType<typeof signUpProvider>>;

/** A provider recurring plans can be made with: verified, a home's cleaning at $500 an hour, open all day. */
export const signUpPlanProvider = (app: FastifyInstance) =>
  signUpProvider(app, {
    area: ZOCALO,
    plan: 'basic',
    radius: 10,
    services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
  });

/** A plan of the customer's with this provider, as the wizard makes it; its first visit at a start of its own. */
export async function makePlan(
  customer: Pick<Party, 'client'>,
  providerId: string,
  rhythm = 'weekly',
  overrides: Record<string, unknown> = {},
): Promise<PlanOut> {
  const created = await customer.client.post('/api/recurring-plans', {
    ...bookingBody(providerId, overrides),
    rhythm,
  });
  if (created.statusCode !== 201) throw new Error(`plan: ${created.statusCode} ${created.body}`);
  return (created.json() as { plan: PlanOut }).plan;
}

/** The plan's visits as the tests read them, soonest first: each service's start, status, price and who ended it. */
export const planVisits = (db: Database, planId: string) =>
  db
    .select({
      id: jobs.id,
      date: serviceRequests.visitDate,
      start: jobs.scheduledAt,
      status: jobs.status,
      price: jobs.price,
      fee: jobs.cancellationFee,
      by: jobs.cancelledBy,
    })
    .from(serviceRequests)
    .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
    .where(eq(serviceRequests.planId, planId))
    .orderBy(asc(jobs.scheduledAt), asc(serviceRequests.visitDate));

/**
 * A weekly plan of a new customer with a new plan provider, its first visit about `hoursAhead` from the clock (at
 * a bookable start), accepted, with its visits booked by the scheduler.
 */
export async function runningPlan(t: TestApp, { hoursAhead = 54, rhythm = 'weekly' } = {}) {
  const customer = await signUpCustomer(t.app);
  const booked = await signUpPlanProvider(t.app);
  const at = bookableStartFrom(new Date(t.clock.now().getTime() + hoursAhead * 3_600_000));
  const created = await customer.client.post('/api/recurring-plans', {
    ...bookingBody(booked.userId, { requiredDate: at.toISOString() }),
    rhythm,
  });
  if (created.statusCode !== 201) throw new Error(`plan: ${created.statusCode} ${created.body}`);
  const plan = (created.json() as { plan: PlanOut }).plan;
  const answer = await booked.client.post(`/api/provider/recurring-plans/${plan.id}/answer`, {
    accept: true,
  });
  if (answer.statusCode !== 200) throw new Error(`answer: ${answer.statusCode} ${answer.body}`);
  await t.runTasks();
  return { customer, booked, plan, id: plan.id };
}
