import { chargeState, type CardState } from './domain/charge-state';
import { CARD_STATE_LABELS } from './service-payment-messages';

// Pagos (customer) and Ganancias (provider): the charges of services, and their CSV.
export const moneyMessages = {
  invalidMonth: 'El mes no es válido. Elige uno de la lista.',
  kind: { service: 'Servicio', cancellation: 'Cargo por cancelación', refund: 'Pago devuelto' },
  paid: 'Pagado',
  received: 'Recibido',
  pending: 'Pendiente',
  csvColumns: ['Fecha', 'Servicio', 'Cliente', 'Concepto', 'Forma de pago', 'Monto (MXN)', 'Estado'],
  csvFileName: 'ganancias-{month}.csv',
} as const;

// 'Solicitar factura': a customer asks the provider of a service paid online for its CFDI (the provider sells
// the service and issues it; LimpiaHogar takes no part of the price), and the provider says it was sent.
export const invoiceRequestMessages = {
  request: 'Solicitar factura',
  requestFor: 'Solicitar factura de {title}',
  requested: 'Factura solicitada',
  sent: 'Factura enviada',
  requestedTitle: 'Factura solicitada',
  requestedBody: 'Tu proveedor recibió tus datos fiscales y te enviará la factura a tu correo.',
  requestFailed: 'No se pudo solicitar la factura. Intenta de nuevo.',
  needFiscalData: 'Guarda tus datos fiscales abajo para solicitar la factura.',
  markSent: 'Marcar factura enviada',
  markSentFor: 'Marcar factura enviada de {title}',
  markedTitle: 'Factura marcada como enviada',
  markedBody: 'Le avisamos a tu cliente que ya la enviaste.',
  markFailed: 'No se pudo marcar la factura como enviada. Intenta de nuevo.',
  receptor: 'Datos para la factura',
  receptorEmail: 'Enviar a',
  // API answers.
  notAvailable: 'Solo puedes solicitar factura de un servicio pagado en línea (tarjeta, SPEI u OXXO).',
  fiscalDataMissing: 'Guarda tus datos fiscales en Pagos antes de solicitar la factura.',
  notRequested: 'Nadie ha solicitado factura de este servicio.',
  // E-mails and the bell.
  requestedEmail: {
    subject: 'Te solicitaron factura: {title}',
    intro:
      'Tu cliente pagó este servicio en línea y te pide la factura (CFDI). Sus datos fiscales están en Ganancias; cuando la emitas y se la envíes, márcala como enviada.',
    action: 'Ver Ganancias',
  },
  sentEmail: {
    subject: 'Tu proveedor envió tu factura: {title}',
    intro: 'Tu proveedor indicó que emitió la factura (CFDI) de este servicio y la envió a tu correo.',
    action: 'Ver mis pagos',
  },
} as const;

/** A charge's state column in words: 'Autorizado', 'Fallido'…, 'Pagado' or 'Recibido' once paid, else 'Pendiente'. */
export function chargeStateLabel(
  charge: { paid: boolean; cardState: CardState | null },
  viewer: 'customer' | 'provider',
): string {
  const state = chargeState(charge, viewer);
  if (state === 'paid' || state === 'received' || state === 'pending') return moneyMessages[state];
  return CARD_STATE_LABELS[state];
}
