import type { Payouts } from '#shared/schemas/payouts';

type PayoutStatus = NonNullable<Payouts['account']>['status'];

// 'Cobros' (provider): where the money of services paid by card arrives. The API's refusals stay in
// shared/service-payment-messages.ts; these are the page's own words.
export const payoutTexts = {
  description: 'Recibe con tarjeta el pago de tus servicios, directo en tu cuenta bancaria.',
  accountTitle: 'Tu cuenta de cobros',
  statusLabel: 'Estado',
  status: {
    none: 'Sin configurar',
    incomplete: 'Registro incompleto',
    review: 'En revisión',
    restricted: 'Requiere atención',
    enabled: 'Activa: recibes pagos con tarjeta',
  } satisfies Record<PayoutStatus | 'none', string>,
  statusBody: {
    none: 'Registra tus datos y tu cuenta bancaria en Stripe, nuestro procesador de pagos, para recibir pagos con tarjeta.',
    incomplete: 'Empezaste tu registro en Stripe pero falta información. Continúa donde te quedaste.',
    review: 'Stripe está revisando tus datos. Te avisaremos cuando tu cuenta esté activa; suele tardar poco.',
    restricted: 'Stripe necesita algo más para activar tu cuenta.',
    enabled: 'Tus clientes ya pueden pagarte con tarjeta al aceptar tu oferta o al reservarte.',
  } satisfies Record<PayoutStatus | 'none', string>,
  reasonLabel: 'Motivo',
  // Stripe's `requirements.disabled_reason` codes, as the provider can act on them.
  reasons: {
    'requirements.past_due': 'Faltan datos que Stripe pidió y ya vencieron.',
    'requirements.pending_verification': 'Stripe está verificando los datos que enviaste.',
    under_review: 'Stripe está revisando tu cuenta.',
    listed: 'Stripe está revisando tu cuenta.',
    platform_paused: 'Los cobros están pausados por LimpiaHogar. Escríbenos para saber más.',
    rejected: 'Stripe rechazó la cuenta. Escríbenos para ayudarte.',
    other: 'Stripe necesita que revises tu cuenta.',
  } as Record<string, string>,
  setUp: 'Configurar cobros',
  continue: 'Continuar registro',
  dashboard: 'Ver mis cobros en Stripe',
  redirecting: 'Te llevamos a Stripe…',
  linkExpired: 'El enlace de registro venció. Usa “Continuar registro” para abrir uno nuevo.',
  failed: 'No pudimos abrir Stripe. Inténtalo de nuevo en unos momentos.',
  noCommissionTitle: 'LimpiaHogar no cobra comisión por tus servicios',
  noCommissionBody:
    'Recibes el precio completo de cada servicio pagado con tarjeta; Stripe lo deposita en tu cuenta bancaria. Nuestro ingreso es solo tu plan.',
  cardsOnlyWhenActive:
    'Tus clientes pueden pagarte con tarjeta solo cuando tu cuenta esté activa. Mientras tanto, te pagan en efectivo o por transferencia.',
  offTitle: 'Pagos en línea no configurados',
  offBody:
    'Los pagos con tarjeta en línea no están configurados aquí: tus clientes te pagan en efectivo o por transferencia, como acuerden, también los cargos por cancelación. Cuando recibas uno, confírmalo con «Confirmar pago recibido».',
} as const;
