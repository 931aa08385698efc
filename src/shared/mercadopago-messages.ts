// What the API and the pages say about Mercado Pago for services: the provider's connection in 'Cobros' and
// the customer's card paid through it. Read by the hostile tests' catalogue (test/hostile/envelope.ts).

export const mercadoPagoMessages = {
  off: 'Mercado Pago no está configurado en este servidor.',
  stateInvalid:
    'El enlace para conectar Mercado Pago no es válido. Vuelve a Cobros y pulsa «Conectar Mercado Pago».',
  stateExpired:
    'El enlace para conectar Mercado Pago venció o ya se usó. Vuelve a Cobros y pulsa «Conectar Mercado Pago».',
  denied: 'Mercado Pago no autorizó la conexión. Vuelve a intentarlo desde Cobros.',
  notConnected: 'Tu cuenta de Mercado Pago no está conectada.',
  openPayments:
    'Tienes servicios con pagos de Mercado Pago en curso. Podrás desconectar tu cuenta cuando terminen.',
  /** A service further ahead than Mercado Pago holds a card: the customer authorises it from `{date}`. */
  tooEarly:
    'Con Mercado Pago, la tarjeta se autoriza en los 6 días previos al servicio: podrás hacerlo a partir del {date}.',
  notMercadoPago: 'El pago de este servicio no se hace con Mercado Pago.',
  cardDeclined: 'Mercado Pago rechazó la tarjeta. Prueba con otra o elige otra forma de pago.',
  cannotRenew:
    'Mercado Pago no puede volver a autorizar la tarjeta sin ti: autorízala de nuevo o elige otra forma de pago.',
} as const;

export const mercadoPagoAccountMessages = {
  taken: 'Esa cuenta de Mercado Pago ya está conectada a otro proveedor de LimpiaHogar.',
  tokenMissing: 'Falta la tarjeta: vuelve a escribir sus datos.',
} as const;
