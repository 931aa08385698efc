import { mercadoPagoMessages } from '#shared/mercadopago-messages';

// A service paid by card online, as both panels show it: the state's labels are CARD_STATE_LABELS
// (shared/service-payment-messages.ts, which also holds the API's refusals); these are the panels' own words.
export const cardTexts = {
  state: 'Pago con tarjeta',
  payBy: 'Paga antes del {date}',
  payByNote: 'Si no autorizas tu tarjeta a tiempo, el servicio se cancela sin costo.',
  reason: 'Motivo del rechazo',
  pay: 'Pagar con tarjeta',
  payFor: 'Pagar con tarjeta: {title}',
  payTitle: 'Pagar con tarjeta',
  authorizeDescription:
    'Autorizamos {price} en tu tarjeta para «{title}»: el cobro se hace cuando el servicio termine.',
  saveDescription:
    'Guardamos tu tarjeta para «{title}»: autorizaremos {price} 48 horas antes del servicio y se cobra cuando termine.',
  authorizeAction: 'Autorizar {price}',
  saveAction: 'Guardar tarjeta',
  retry: 'Intentar con otra tarjeta',
  cardNote:
    'Los datos de tu tarjeta van directo a Stripe, nuestro procesador de pagos; LimpiaHogar nunca los ve.',
  mercadoPagoNote:
    'Los datos de tu tarjeta van directo a Mercado Pago, el procesador de pagos de tu proveedor; LimpiaHogar nunca los ve.',
  mercadoPagoDeclined: mercadoPagoMessages.cardDeclined,
  mercadoPagoFormLabel: 'Datos de tu tarjeta (Mercado Pago)',
  mercadoPagoPaying: 'Autorizando tu tarjeta con Mercado Pago…',
  loadingForm: 'Cargando el formulario de pago…',
  formFailed: 'No pudimos cargar el formulario de pago. Revisa tu conexión e inténtalo de nuevo.',
  confirming: 'Confirmando con tu banco…',
  confirmingSlow:
    'Tu banco está tardando en responder. Puedes cerrar esta ventana: te avisaremos por correo.',
  authorized: 'Tarjeta autorizada: se cobrará al terminar el servicio',
  saved: 'Tarjeta guardada: la autorizaremos 48 horas antes del servicio',
  doneTitle: 'Pago asegurado',
  startFailed: 'No pudimos abrir el pago con tarjeta. Inténtalo de nuevo en unos momentos.',
  close: 'Cerrar',
  changeMethod: 'Cambiar forma de pago',
  changeFor: 'Cambiar forma de pago: {title}',
  changeTitle: 'Cambiar forma de pago',
  changeDescription: '¿Cómo pagarás «{title}»? El precio y la fecha no cambian.',
  changeReleases: 'Si dejas de pagar con tarjeta, liberamos la autorización de tu tarjeta sin cargo.',
  save: 'Guardar',
  cancel: 'Cancelar',
  changed: 'Forma de pago actualizada',
  changedBody: 'Ahora pagarás con {method}.',
  changeFailed: 'No se pudo cambiar la forma de pago. Inténtalo de nuevo.',
} as const;
