import type { MercadoPagoCardInput } from '#shared/schemas/payouts';
import type { Service } from '#shared/schemas/services';
import type { CardPaymentFormData } from '#web/lib/payments/mercadopago-js';
import { cardTexts as texts } from './texts';

/** What the server takes of the brick's form data: the token and what Mercado Pago needs beside it. */
export function cardInputOf(data: CardPaymentFormData): MercadoPagoCardInput {
  const issuer = data.issuer_id == null || data.issuer_id === '' ? null : String(data.issuer_id);
  const email = data.payer?.email?.trim();
  const type = data.payer?.identification?.type?.trim();
  const number = data.payer?.identification?.number?.trim();
  const payer = {
    ...(email && { email }),
    ...(type && number && { identification: { type, number } }),
  };
  return {
    token: data.token,
    paymentMethodId: data.payment_method_id,
    ...(issuer && { issuerId: issuer }),
    ...(Object.keys(payer).length > 0 && { payer }),
  };
}

/** Pesos with centavos, as the brick is given the amount to show (the server holds its own, the agreed price). */
export const brickAmount = (centavos: number) => Math.round(centavos) / 100;

export type MercadoPagoOutcome =
  | { kind: 'authorized' }
  | { kind: 'declined'; reason: string }
  /** Mercado Pago has not decided yet: the dialog waits for its notification, as Stripe's does. */
  | { kind: 'waiting' };

/** What the server's answer to the brick's token means for the dialog. */
export function mercadoPagoOutcome(card: Service['card']): MercadoPagoOutcome {
  if (card?.state === 'authorized') return { kind: 'authorized' };
  if (card?.state === 'failed') return { kind: 'declined', reason: card.reason ?? texts.mercadoPagoDeclined };
  return { kind: 'waiting' };
}
