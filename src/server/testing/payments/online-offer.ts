import { expect } from 'vitest';
import type { TestApp } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

const HOUR = 3_600_000;

type Provider = Awaited<ReturnType<typeof signUpProvider>>;

/** A Premium provider around the Zócalo with a name of their own: who the online-payment tests pay. */
export function providerToPay(t: TestApp) {
  return signUpProvider(t.app, {
    area: ZOCALO,
    plan: 'premium',
    radius: 10,
    services: [{ serviceId: 'home-cleaning', hourlyPrice: 60_000 }],
    displayName: `Brillo ${Math.random().toString(36).slice(2, 8)}`,
  });
}

/**
 * A new customer's request `hoursAhead` from the clock's now, `provider`'s offer of $700 on it, and the customer
 * accepting it to be paid by `method`: the acceptance's answer as it came, for the test to read.
 */
export async function offerAcceptedToPay(
  t: TestApp,
  provider: Provider,
  method: 'card' | 'spei' | 'oxxo',
  hoursAhead: number,
) {
  const customer = await signUpCustomer(t.app);
  const requestId = await publishRequest(customer, ZOCALO, {
    requiredDate: new Date(t.clock.now().getTime() + hoursAhead * HOUR).toISOString(),
  });
  const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
    proposedPrice: 700,
    message: 'Llevo mis productos y termino en tres horas.',
  });
  expect(offer.statusCode, offer.body).toBe(201);
  const offerId = offer.json().application.id as string;
  const accepted = await customer.client.post(`/api/applications/${offerId}/accept`, {
    paymentMethod: method,
  });
  return { customer, offerId, accepted };
}
