import { expect } from 'vitest';
import type { TestApp } from './harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from './marketplace';

/**
 * A service done and confirmed, completed now on the test clock: Lucía Pérez's request, the offer of a Premium
 * provider with a display name of their own, accepted, marked done and confirmed.
 */
export async function completedService(t: TestApp) {
  t.clock.set(new Date());
  const customer = await signUpCustomer(t.app);
  await customer.client.request('PUT', '/api/profile', {
    fullName: 'Lucía Pérez',
    phone: '5511112222',
    address: { street: 'Calle 5 de Mayo 20', colonia: 'Centro' },
  });
  const requestId = await publishRequest(customer, ZOCALO);
  const provider = await signUpProvider(t.app, {
    area: ZOCALO,
    plan: 'premium',
    radius: 10,
    displayName: `Brillo ${Math.random().toString(36).slice(2, 7)}`,
    verified: true,
  });
  const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
    proposedPrice: 800,
    message: 'Llevo mis productos y termino en tres horas.',
  });
  const accepted = await customer.client.post(`/api/applications/${offer.json().application.id}/accept`);
  const service = accepted.json().service as { id: string; scheduledAt: string };
  t.clock.set(service.scheduledAt);
  const step = (party: typeof customer, action: string) =>
    party.client.post(`/api/services/${service.id}/actions`, { action });
  expect((await step(provider, 'mark_done')).statusCode).toBe(200);
  expect((await step(customer, 'confirm_completion')).statusCode).toBe(200);
  await t.runTasks();
  return { customer, provider, service };
}
