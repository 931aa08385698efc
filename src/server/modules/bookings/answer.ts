import type { RequestRow } from '#server/db/schema';
import type { Database } from '#server/db/client';
import { findProviderCards } from '#server/modules/directory';
import { serviceStatusOf, toServiceRequest } from '#server/modules/requests';

/**
 * What a booking route answers: the booking as the customer's requests list shows it, with its provider's card
 * and its service's status ('confirmed' at once with 'Reserva inmediata', else 'pending'); 201 when it was made
 * now, 200 for a retry with the same key.
 */
export async function bookingAnswer(
  db: Database,
  { row, created }: { row: RequestRow; created: boolean },
  now: Date,
) {
  const [cards, serviceStatus] = await Promise.all([
    findProviderCards(db, [row.providerId!], now),
    serviceStatusOf(db, row.id),
  ]);
  return {
    status: created ? (201 as const) : (200 as const),
    body: { request: toServiceRequest(row, cards.get(row.providerId!) ?? null, serviceStatus) },
  };
}
