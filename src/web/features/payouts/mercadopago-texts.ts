import { mercadoPagoMessages } from '#shared/mercadopago-messages';
import type { Payouts } from '#shared/schemas/payouts';

type AccountStatus = NonNullable<Payouts['mercadopago']['account']>['status'];

// 'Cobros' (provider), the Mercado Pago part: the provider's own account, connected by OAuth. The API's refusals
// are in shared/mercadopago-messages.ts; these are the page's own words.
export const mercadoPagoTexts = {
  title: 'Mercado Pago',
  statusLabel: 'Estado',
  status: {
    none: 'No conectada',
    connected: 'Conectada: cuenta de Mercado Pago {account}',
    reconnect: 'Debes volver a conectarla (cuenta {account})',
  } satisfies Record<AccountStatus | 'none', string>,
  statusBody: {
    none: 'Conecta tu cuenta de Mercado Pago para recibir ahí los pagos con tarjeta de tus servicios.',
    connected:
      'Tus clientes pueden pagarte con tarjeta por Mercado Pago; el dinero llega a tu cuenta de Mercado Pago.',
    reconnect:
      'Mercado Pago ya no nos permite cobrar en tu cuenta. Conéctala de nuevo para seguir recibiendo pagos con tarjeta.',
  } satisfies Record<AccountStatus | 'none', string>,
  connect: 'Conectar Mercado Pago',
  reconnect: 'Volver a conectar Mercado Pago',
  redirecting: 'Te llevamos a Mercado Pago…',
  connectFailed: 'No pudimos abrir Mercado Pago. Inténtalo de nuevo en unos momentos.',
  disconnect: 'Desconectar',
  disconnectTitle: '¿Desconectar tu cuenta de Mercado Pago?',
  disconnectBody:
    'Tus clientes ya no podrán pagarte con tarjeta por Mercado Pago. Lo que ya cobraste sigue en tu cuenta de Mercado Pago. Puedes volver a conectarla cuando quieras.',
  keep: 'Mantener conectada',
  disconnectConfirm: 'Sí, desconectar',
  disconnected: 'Mercado Pago desconectado',
  disconnectFailed: 'No pudimos desconectar tu cuenta. Inténtalo de nuevo en unos momentos.',
  noCommissionBody:
    'Recibes el precio completo de cada servicio pagado con tarjeta; Mercado Pago lo deposita en tu cuenta de Mercado Pago. Nuestro ingreso es solo tu plan.',
  // The page Mercado Pago sends the provider back to.
  returnTitle: 'Conectando Mercado Pago',
  connecting: 'Conectando tu cuenta de Mercado Pago…',
  connected: 'Mercado Pago conectado',
  connectedBody: 'Tus clientes ya pueden pagarte con tarjeta por Mercado Pago.',
  denied: mercadoPagoMessages.denied,
  invalidReturn:
    'El enlace de regreso de Mercado Pago no es válido. Pulsa «Conectar Mercado Pago» de nuevo en Cobros.',
  returnFailed: 'No pudimos conectar tu cuenta de Mercado Pago. Inténtalo de nuevo desde Cobros.',
} as const;
