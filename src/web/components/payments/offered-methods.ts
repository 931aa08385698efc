import { isOnlineOnly } from '#shared/domain/payment-methods';
import { PAYMENT_METHODS } from '#shared/catalog';
import { useAppConfig } from '#web/components/places/get-config';

/**
 * The ways to pay a form offers, as the server allows them (GET /api/config): cash and transfer always, 'Tarjeta'
 * only once the server says a gateway takes cards (never shown while it loads, then taken away), SPEI and OXXO
 * when `online` (paid online with this provider).
 */
export function useOfferedMethods(online = false) {
  const allowed: readonly string[] | undefined = useAppConfig().data?.paymentMethods;
  return PAYMENT_METHODS.filter(({ value }) =>
    isOnlineOnly(value) ? online : allowed ? allowed.includes(value) : value !== 'card',
  );
}
