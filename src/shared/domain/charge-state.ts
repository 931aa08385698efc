import { moneyMessages } from '#shared/money-messages';
import type { Charge } from '#shared/schemas/money';
import { CARD_STATE_LABELS } from '#shared/service-payment-messages';

/**
 * What a charge's state column says: a card paid online by its payment's state ('Autorizado', 'Fallido'…, or
 * 'Pagado' / 'Recibido' once captured), any other charge 'Pagado' (customer) or 'Recibido' (provider) once the
 * provider confirmed it, else 'Pendiente'.
 */
export function chargeStateLabel(
  charge: Pick<Charge, 'paid' | 'cardState'>,
  viewer: 'customer' | 'provider',
) {
  const paidLabel = viewer === 'customer' ? moneyMessages.paid : moneyMessages.received;
  if (charge.cardState && charge.cardState !== 'paid' && charge.cardState !== 'unpaid')
    return CARD_STATE_LABELS[charge.cardState];
  return charge.paid ? paidLabel : moneyMessages.pending;
}
