// Services paid by card through Stripe, and 'Cobros' (where providers receive that money): the API's refusals,
// the e-mails, and the panels' texts. Kept apart from messages.ts so only the pages that pay carry them.

export const cardPaymentMessages = {
  notCard: 'Este servicio no se paga con tarjeta.',
  cardsOff: 'Los pagos con tarjeta en línea no están disponibles.',
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

/** How a service's card payment stands, as both panels say it. */
export const CARD_STATE_LABELS = {
  unpaid: 'Por pagar',
  saved: 'Tarjeta guardada',
  authorized: 'Autorizado',
  paid: 'Pagado',
  failed: 'Fallido',
  released: 'Liberado',
  refunded: 'Reembolsado',
} as const;
export type CardState = keyof typeof CARD_STATE_LABELS;
export const CARD_STATES = Object.keys(CARD_STATE_LABELS) as [CardState, ...CardState[]];

export const payoutMessages = {
  off: 'Los cobros en línea no están configurados en este servidor.',
  notOnboarded: 'Primero completa tu registro en Stripe.',
} as const;
