// Services paid by card through Stripe, and 'Cobros' (where providers receive that money): the API's refusals,
// the e-mails, and the panels' texts. In a file of their own so only the pages that pay carry them.
import type { CardState } from './domain/charge-state';

export const cardPaymentMessages = {
  notCard: 'Este servicio no se paga con tarjeta.',
  cardsOff: 'Los pagos con tarjeta en línea no están disponibles.',
  /** A card chosen where no gateway takes cards: GET /api/config leaves 'Tarjeta' out there. */
  unavailable: 'Por ahora no aceptamos pagos con tarjeta. Elige efectivo o transferencia.',
  providerNoCards:
    'Este proveedor todavía no recibe pagos con tarjeta. Elige efectivo o transferencia para este servicio.',
  alreadyAuthorized: 'Tu tarjeta ya está autorizada para este servicio.',
  tooLate:
    'Ya no hay tiempo para autorizar una tarjeta para este servicio. Elige efectivo o transferencia, o cancélalo.',
  notChangeable: 'La forma de pago ya no puede cambiarse: el servicio ya empezó o terminó.',
  sameMethod: 'Esa ya es la forma de pago de este servicio.',
  description: 'LimpiaHogar: {title}',
  // E-mails: the card declined (with the time left to pay), and the service cancelled for lack of it.
  failedEmail: {
    subject: 'No pudimos autorizar tu tarjeta: {title}',
    intro:
      'Tu banco rechazó la autorización del pago de este servicio. Tienes hasta el {date} para pagar con otra tarjeta o cambiar a efectivo o transferencia; si no, el servicio se cancelará sin costo.',
    action: 'Pagar el servicio',
  },
  unpaidCustomer: {
    subject: 'Cancelamos tu servicio por falta de pago: {title}',
    intro:
      'No recibimos la autorización de tu tarjeta a tiempo, así que el servicio se canceló sin ningún cargo. Puedes publicar una nueva solicitud cuando quieras.',
    action: 'Ver mis servicios',
  },
  unpaidProvider: {
    subject: 'Se canceló un servicio por falta de pago: {title}',
    intro:
      'El cliente no autorizó el pago con tarjeta a tiempo, así que el servicio se canceló. No cuenta en tu índice de confiabilidad.',
    action: 'Ver mi calendario',
  },
} as const;

/** A payment moved under a request (a webhook got there first): what the request asked no longer applies. */
export const paymentChangedMessage = 'El pago cambió mientras tanto. Recarga la página para ver cómo quedó.';

/** How a service's card payment stands (domain/charge-state.ts), as both panels say it. */
export const CARD_STATE_LABELS = {
  unpaid: 'Por pagar',
  saved: 'Tarjeta guardada',
  authorized: 'Autorizado',
  paid: 'Pagado',
  failed: 'Fallido',
  released: 'Liberado',
  refunded: 'Reembolsado',
  partial: 'Pago parcial',
  refund_owed: 'Reembolso pendiente',
} as const satisfies Record<CardState, string>;

/** SPEI with a reference and cash at OXXO (Stripe), and the refunds an operator sends to a CLABE. */
export const onlinePaymentMessages = {
  off: 'Los pagos por SPEI y en OXXO solo están disponibles con pagos en línea.',
  notOnline: 'Este servicio no se paga por SPEI ni en OXXO.',
  providerNoOnline:
    'Este proveedor todavía no recibe pagos en línea. Elige efectivo o transferencia para este servicio.',
  oxxoTooSoon: 'El pago en OXXO solo está disponible para servicios con al menos 72 horas de anticipación.',
  oxxoAmount: 'El pago en OXXO solo está disponible para montos de $10 a $10,000.',
  alreadyPaid: 'Este servicio ya está pagado; su forma de pago ya no puede cambiarse.',
  tooLate: 'Ya no hay tiempo para pagar este servicio en línea. Elige efectivo o transferencia, o cancélalo.',
  // E-mails: the instructions to pay (SPEI or OXXO), an OXXO voucher expired unpaid, and the service cancelled.
  speiEmail: {
    subject: 'Instrucciones para pagar por SPEI: {title}',
    intro:
      'Transfiere {amount} a la CLABE {clabe} con la referencia {reference} antes del {date}. Si no recibimos el pago a tiempo, el servicio se cancelará sin costo.',
    action: 'Ver instrucciones',
  },
  oxxoEmail: {
    subject: 'Tu ficha para pagar en OXXO: {title}',
    intro:
      'Paga {amount} en cualquier tienda OXXO con la referencia {reference} antes del {date}. Si no pagas a tiempo, el servicio se cancelará sin costo.',
    action: 'Ver ficha de pago',
  },
  oxxoExpiredEmail: {
    subject: 'Tu ficha de OXXO venció: {title}',
    intro:
      'No recibimos el pago en OXXO. Tienes hasta el {date} para pagar de otra forma; si no, el servicio se cancelará sin costo.',
    action: 'Pagar el servicio',
  },
  unpaidCustomer: {
    subject: 'Cancelamos tu servicio por falta de pago: {title}',
    intro:
      'No recibimos tu pago a tiempo, así que el servicio se canceló sin ningún cargo. Puedes publicar una nueva solicitud cuando quieras.',
    action: 'Ver mis servicios',
  },
  unpaidProvider: {
    subject: 'Se canceló un servicio por falta de pago: {title}',
    intro:
      'El cliente no pagó a tiempo, así que el servicio se canceló. No cuenta en tu índice de confiabilidad.',
    action: 'Ver mi calendario',
  },
  refundOwedEmail: {
    subject: 'Te devolveremos {amount}: {title}',
    intro:
      'Un pago en OXXO no puede reembolsarse en la tienda. Indícanos la CLABE a la que quieres recibir tu reembolso de {amount} y te lo transferiremos.',
    action: 'Recibir reembolso',
  },
  // 'Recibir reembolso'.
  noRefundOwed: 'Este servicio no tiene un reembolso pendiente de cuenta.',
  clabeInvalid: 'Escribe una CLABE válida de 18 dígitos.',
  holderRequired: 'Escribe el nombre del titular de la cuenta.',
  holderTooLong: 'El nombre del titular debe tener como máximo 120 caracteres.',
  // The console.
  refundNotFound: 'No encontramos ese reembolso.',
  refundNotRequested: 'Este reembolso no está esperando transferencia.',
} as const;

export const SERVICE_REFUND_STATE_LABELS = {
  owed: 'Falta tu CLABE',
  requested: 'En proceso',
  sent: 'Enviado',
} as const;
export type ServiceRefundState = keyof typeof SERVICE_REFUND_STATE_LABELS;
export const SERVICE_REFUND_STATES = Object.keys(SERVICE_REFUND_STATE_LABELS) as [
  ServiceRefundState,
  ...ServiceRefundState[],
];

export const payoutMessages = {
  off: 'Los cobros en línea no están configurados en este servidor.',
  notOnboarded: 'Primero completa tu registro en Stripe.',
} as const;
