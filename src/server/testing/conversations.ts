import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ConversationHeader, ConversationMessage } from '#shared/schemas/conversations';
import type { TestApp } from './harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from './marketplace';

// What the conversations' API tests share (issue 31): two people talking about a request, and a message sent.

export type Party = Awaited<ReturnType<typeof signUpCustomer>>;

/** A message with a phone number in it, which the other side reads masked until a service is confirmed. */
export const PHONE_MESSAGE = 'Mi número es 55 1234 5678, escríbeme.';

/** A customer's open request (three days ahead), and a new Premium provider's offer on it. */
export async function offeredRequest(t: TestApp, { title }: { title?: string } = {}) {
  const customer = await signUpCustomer(t.app, 'Lucía Pérez Gómez');
  const requestId = await publishRequest(customer, ZOCALO, {
    requiredDate: new Date(t.clock.now().getTime() + 72 * 3_600_000).toISOString(),
    ...(title ? { title } : {}),
  });
  const displayName = `Brillo ${randomUUID().slice(0, 5)}`;
  const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10, displayName });
  const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
    proposedPrice: 700,
    message: 'Puedo ir el jueves.',
  });
  expect(offer.statusCode, offer.body).toBe(201);
  return { customer, provider, requestId, displayName, offerId: offer.json().application.id as string };
}

/** The same, and the two sides' conversation about the request, opened by `openedBy` (the provider unless said). */
export async function talkingPair(
  t: TestApp,
  { title, openedBy = 'provider' }: { title?: string; openedBy?: 'customer' | 'provider' } = {},
) {
  const offered = await offeredRequest(t, { title });
  const { customer, provider, requestId } = offered;
  const opened =
    openedBy === 'provider'
      ? await provider.client.post('/api/conversations', { requestId })
      : await customer.client.post('/api/conversations', { requestId, providerId: provider.userId });
  expect(opened.statusCode, opened.body).toBe(201);
  return { ...offered, id: (opened.json() as { conversation: ConversationHeader }).conversation.id };
}

/** `who` sends `body` in conversation `id`: a new message (201), as the sender reads it. */
export async function sentMessage(who: Party, id: string, body: string): Promise<ConversationMessage> {
  const answer = await who.client.post(`/api/conversations/${id}/messages`, { body, clientId: randomUUID() });
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { message: ConversationMessage }).message;
}
