import {
  GATEWAY_METHODS,
  REQUEST_PAYMENT_METHOD_VALUES,
  type PaymentMethod,
} from '#shared/domain/payment-methods';
import { cardPaymentMessages, onlinePaymentMessages } from '#shared/service-payment-messages';
import { ConflictError } from '#server/domain/errors';
import type { ServiceGateway } from './service-gateway';

// Which ways to pay can be used on this server, for this browser: GET /api/config lists them and every route
// that takes a way to pay (a request, a booking, 'Aceptar oferta', 'Cambiar forma de pago') refuses the others.

/**
 * Cash and transfer always (paid to the provider directly); a card, SPEI or OXXO only through a configured
 * gateway that takes it. Whether the provider's own account takes it is asked later (gatewayForProvider).
 */
export function methodAvailable(gateways: readonly ServiceGateway[], method: PaymentMethod): boolean {
  if (!GATEWAY_METHODS.has(method)) return true;
  return gateways.some((gateway) => (gateway.methods as readonly string[]).includes(method));
}

/** The ways a new request may name here, in the catalogue's order: GET /api/config's `paymentMethods`. */
export function requestMethods(gateways: readonly ServiceGateway[]) {
  return REQUEST_PAYMENT_METHOD_VALUES.filter((method) => methodAvailable(gateways, method));
}

/**
 * Why `method` cannot be used here, or null when it can: 409 CARD_UNAVAILABLE for a card, ONLINE_OFF for SPEI or
 * OXXO, said under `paymentMethod` too, for the forms that show it beside the choice.
 */
export function methodRefusal(
  gateways: readonly ServiceGateway[],
  method: PaymentMethod,
): ConflictError | null {
  if (methodAvailable(gateways, method)) return null;
  const [code, message] =
    method === 'card'
      ? ['CARD_UNAVAILABLE', cardPaymentMessages.unavailable]
      : ['ONLINE_OFF', onlinePaymentMessages.off];
  return new ConflictError(code, message, { paymentMethod: message });
}

/** Throws methodRefusal's answer when `method` cannot be used here. */
export function assertMethodAvailable(gateways: readonly ServiceGateway[], method: PaymentMethod): void {
  const refusal = methodRefusal(gateways, method);
  if (refusal) throw refusal;
}
