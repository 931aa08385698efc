import type { FastifyInstance } from 'fastify';
import type { PlanOut } from '#shared/schemas/recurring';
import { bookingBody, signUpProvider, ZOCALO } from './marketplace';

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
): Promise<PlanOut> {
  const created = await customer.client.post('/api/recurring-plans', { ...bookingBody(providerId), rhythm });
  if (created.statusCode !== 201) throw new Error(`plan: ${created.statusCode} ${created.body}`);
  return (created.json() as { plan: PlanOut }).plan;
}
