// The ways a service can be paid, and which of them the gateway collects. Their names in Spanish are the
// catalogue's (PAYMENT_METHODS in shared/catalog.ts).

export const PAYMENT_METHOD_VALUES = ['cash', 'card', 'transfer', 'spei', 'oxxo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

/**
 * SPEI with a reference and cash at OXXO exist only through the gateway (Stripe): chosen at 'Aceptar oferta', in
 * the booking or with 'Cambiar forma de pago', and only when online payments are on. A request names one of the
 * other three.
 */
export const ONLINE_ONLY_METHODS = ['spei', 'oxxo'] as const satisfies readonly PaymentMethod[];
export type OnlineOnlyMethod = (typeof ONLINE_ONLY_METHODS)[number];
export const REQUEST_PAYMENT_METHOD_VALUES = [
  'cash',
  'card',
  'transfer',
] as const satisfies readonly PaymentMethod[];
/** The ways to pay the gateway collects when online payments are on: the card, SPEI and OXXO. */
export const GATEWAY_METHODS: ReadonlySet<PaymentMethod> = new Set(['card', 'spei', 'oxxo']);
export const isOnlineOnly = (method: string): method is OnlineOnlyMethod =>
  (ONLINE_ONLY_METHODS as readonly string[]).includes(method);
