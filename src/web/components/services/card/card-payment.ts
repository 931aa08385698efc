import { isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { formatDateTimeIn, formatMoney } from '#shared/format';
import type { CardCheckoutOut, Service } from '#shared/schemas/services';
import { CARD_STATE_LABELS } from '#shared/service-payment-messages';
import { type CardState } from '#shared/domain/charge-state';
import { onlineTexts } from './online-texts';
import { fillMessage } from '#web/lib/fill-message';
import { cardTexts as texts } from './texts';

type Viewer = 'customer' | 'provider';
type CardService = Pick<Service, 'card' | 'status' | 'scheduledAt' | 'timeZone'>;

/** The states in which the customer still has to give a card: asked and not given, or refused. */
const OWED: ReadonlySet<CardState> = new Set(['unpaid', 'failed', 'partial']);
/** The states a payment dialog waits for: the money is secured (held now, or the card kept for later). */
const SECURED: ReadonlySet<CardState> = new Set(['authorized', 'saved']);

export const TONES: Record<CardState, string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  saved: 'bg-sky-100 text-sky-900',
  authorized: 'bg-emerald-100 text-emerald-900',
  paid: 'bg-emerald-100 text-emerald-900',
  released: 'bg-slate-200 text-slate-900',
  refunded: 'bg-slate-200 text-slate-900',
  partial: 'bg-amber-100 text-amber-900',
  refund_owed: 'bg-sky-100 text-sky-900',
};

export type CardView = {
  state: CardState;
  /** 'Pago con tarjeta', 'Pago por SPEI', 'Pago en OXXO': what the badge follows. */
  title: string;
  /** The badge, after 'Pago con tarjeta:' (the provider reads whether the money is secured). */
  label: string;
  /** 'Paga antes del …' while the customer owes a card, in the service's own time zone. */
  payBy: string | null;
  /** The bank's reason for a refused card. */
  reason: string | null;
  /** 'Pagar con tarjeta' is offered. */
  canPay: boolean;
  /** SPEI or OXXO without instructions yet ('Ver instrucciones de pago'), or after a voucher expired. */
  canAskOnline: boolean;
};

/** How a service's card payment reads for this person now; null for services not paid by card online. */
export function cardView(
  service: CardService,
  viewer: Viewer,
  now: Date,
  viewerZone?: string,
): CardView | null {
  const { card } = service;
  if (!card) return null;
  const state = card.state;
  const open = isIn(SCHEDULED_STATUSES, service.status) && new Date(card.payBy).getTime() > now.getTime();
  const owed = OWED.has(state) && open;
  const customerOwes = owed && viewer === 'customer';
  const waitingInstructions = state === 'unpaid' && !card.bank && !card.voucher;
  return {
    state,
    title: onlineTexts.state[card.method],
    label: CARD_STATE_LABELS[state],
    payBy:
      owed && viewer === 'customer'
        ? fillMessage(texts.payBy, { date: formatDateTimeIn(card.payBy, service.timeZone, viewerZone) })
        : null,
    reason: state === 'failed' ? card.reason : null,
    canPay: customerOwes && card.method === 'card',
    canAskOnline: customerOwes && card.method !== 'card' && (waitingInstructions || state === 'failed'),
  };
}

/** 'Cambiar forma de pago': the customer's, while the service is ahead, waiting or confirmed, and not started. */
export function canChangeMethod(service: Pick<Service, 'status' | 'scheduledAt'>, now: Date): boolean {
  return isIn(SCHEDULED_STATUSES, service.status) && new Date(service.scheduledAt).getTime() > now.getTime();
}

/** The state a payment dialog was waiting for, once the webhook brought it; null while it waits. */
export function securedState(state: CardState | undefined): 'authorized' | 'saved' | null {
  return state && SECURED.has(state) ? (state as 'authorized' | 'saved') : null;
}

/** The toast once secured: held now, or kept to be held 48 h before. */
export const securedText = (state: 'authorized' | 'saved') =>
  state === 'authorized' ? texts.authorized : texts.saved;

/** The payment dialog's description and button, by what Stripe's form does: a hold now, or the card kept. */
export function checkoutTexts(
  mode: CardCheckoutOut['checkout']['mode'],
  service: Pick<Service, 'title' | 'price'>,
): { description: string; action: string } {
  const price = formatMoney(service.price);
  return mode === 'authorize'
    ? {
        description: fillMessage(texts.authorizeDescription, { price, title: service.title }),
        action: fillMessage(texts.authorizeAction, { price }),
      }
    : {
        description: fillMessage(texts.saveDescription, { price, title: service.title }),
        action: texts.saveAction,
      };
}
