import { providerUi } from './provider-ui';

// A plan paid by bank transfer (no online payment configured in production): 'Pago pendiente' until the
// operation team sees the money arrive and confirms it in the console's Pagos manuales.
export const planPaymentMessages = {
  onlineOff: 'Pagos en línea no configurados',
  onlineOffBody:
    'Este entorno no cobra los planes: el plan que elijas se activa al momento. En producción se paga por transferencia o en línea.',
  pending: 'Pago pendiente',
  pendingTitle: providerUi.overview.planPendingTitle,
  pendingBody:
    'Tu plan se activa cuando recibamos tu transferencia (normalmente el mismo día hábil). Hazla por SPEI con estos datos:',
  bank: 'Banco',
  beneficiary: 'Beneficiario',
  clabe: 'CLABE',
  reference: 'Referencia numérica',
  concept: 'Concepto',
  amount: 'Monto',
  chosenTitle: 'Plan elegido',
  chosenBody: 'Haz la transferencia con los datos de la página; te avisaremos cuando la confirmemos.',
  samePending: 'Ya elegiste este plan; haz la transferencia con la referencia que te dimos.',
  payBy: 'Haz la transferencia antes del {date}; después cancelaremos esta elección y su referencia.',
  expired:
    'Pasaron 7 días sin recibir tu transferencia, así que cancelamos esta elección. Si aún quieres el plan, elígelo de nuevo.',
  renewLater: 'Ya tienes este plan activo. Podrás pagar el siguiente mes en los 7 días antes de que venza.',
  renew: 'Pagar el siguiente mes',
  // The plan dialog: what 'Confirmar' does in each mode.
  immediateNote: 'Pagos en línea no configurados: en este entorno el plan no se cobra.',
  confirmTransfer:
    'Elegirás el plan {plan} por {price} al mes. Empieza cuando recibamos tu transferencia y dura un mes desde entonces.',
  confirmRenewal:
    'Pagarás el siguiente mes de tu plan {plan} ({price} al mes) por transferencia. Se suma al final de tu mes actual, así que no pierdes ningún día.',
  confirmTransferChange:
    'Tu plan {current} sigue activo hasta que recibamos tu transferencia; entonces el plan {plan} ({price} al mes) lo reemplaza durante un mes.',
  transferNote: 'Al confirmar te mostraremos los datos para pagar por transferencia (SPEI).',
  replacesPending:
    'Tu elección anterior (plan {pending}) se cancela: paga solo este plan, con su nueva referencia.',
  copy: 'Copiar',
  copyLabel: 'Copiar {term}',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar. Selecciona el dato y cópialo a mano.',
  renewalEmail: {
    subject: 'Tu plan {title} vence pronto',
    intro:
      'Tu plan vence el {date}. Paga el siguiente mes por transferencia desde Suscripción para seguir enviando propuestas sin interrupción.',
    introOxxo:
      'Tu plan vence el {date}. Paga el siguiente mes en efectivo en OXXO desde Suscripción para seguir enviando propuestas sin interrupción.',
    action: 'Pagar el siguiente mes',
  },
  confirmedEmail: {
    subject: 'Recibimos tu pago: plan {title} activo',
    intro: 'Confirmamos tu transferencia. Tu plan ya está activo: ya puedes enviar propuestas.',
    action: 'Ver mi suscripción',
  },
  // The ledger's line for a plan charge, shown on receipts and CFDI.
  monthlyCharge: 'Plan {plan} (mensual)',
  changeCharge: 'Cambio al plan {plan} (resto del mes)',
  // Plans paid online (Stripe, Mercado Pago): the gateway renews them every month.
  gatewayUnavailable:
    'No pudimos conectar con el procesador de pagos. No se hizo ningún cargo; intenta de nuevo en unos minutos.',
  changeOnline:
    'Tu plan se cobra en línea: para cambiar de plan, cancela la renovación y elige el nuevo cuando termine tu mes.',
  noRenewingPlan: 'No tienes un plan con renovación automática.',
  gatewayNotConfigured: 'Esa forma de pago no está disponible por ahora. Elige otra.',
  activatedEmail: {
    subject: 'Recibimos tu pago: plan {title} activo',
    intro:
      'Tu pago en línea fue confirmado. Tu plan ya está activo y se renueva cada mes; puedes cancelar la renovación cuando quieras desde Suscripción.',
    action: 'Ver mi suscripción',
  },
  renewalFailedEmail: {
    subject: 'No pudimos cobrar la renovación de tu plan {title}',
    intro:
      'El cobro de la renovación no se completó y se intentará de nuevo en estos días. Tu plan sigue activo hasta el {date}; revisa tu tarjeta o habla con tu banco para no perderlo.',
    action: 'Ver mi suscripción',
  },
  // A plan paid in cash at OXXO, one month at a time (Stripe issues the voucher; it never renews by itself).
  oxxo: {
    methodLegend: 'Forma de pago',
    card: 'Tarjeta o SPEI (se renueva cada mes)',
    cash: 'Efectivo en OXXO (pagas mes a mes)',
    cashHint: 'Te damos una ficha para pagar en cualquier OXXO; vence en 3 días. No se renueva sola.',
    confirm:
      'Pagarás {price} en efectivo en OXXO con una ficha de pago. El plan {plan} se activa cuando Stripe confirme el pago (normalmente el siguiente día hábil) y dura un mes; no se renueva solo.',
    confirmRenewal:
      'Pagarás el siguiente mes de tu plan {plan} ({price}) en efectivo en OXXO. Se suma al final de tu mes actual, así que no pierdes ningún día.',
    payDescription: '{price} por un mes, en efectivo en OXXO.',
    generate: 'Generar ficha de pago',
    voucherNote:
      'Generamos tu ficha de pago y te la enviamos por correo. Tu plan se activa cuando Stripe confirme tu pago en efectivo, normalmente el siguiente día hábil.',
    dataNote: 'Tu ficha la genera Stripe: LimpiaHogar no maneja tu dinero en efectivo.',
    pendingBody:
      'Paga la ficha en cualquier tienda OXXO antes de que venza. Tu plan se activa cuando Stripe confirme el pago, normalmente el siguiente día hábil.',
    reference: 'Referencia OXXO',
    amount: 'Monto',
    expires: 'Vence el',
    viewVoucher: 'Ver ficha de pago',
    unavailable: 'El pago en efectivo en OXXO solo está disponible con pagos en línea.',
    voucherEmail: {
      subject: 'Tu ficha de pago OXXO: plan {title}',
      intro:
        'Paga {amount} en efectivo en cualquier tienda OXXO antes del {date}. Tu plan se activa cuando Stripe confirme el pago, normalmente el siguiente día hábil.',
      action: 'Ver ficha de pago',
    },
    paidEmail: {
      subject: 'Recibimos tu pago: plan {title} activo',
      intro:
        'Stripe confirmó tu pago en OXXO. Tu plan está activo hasta el {date}; te recordaremos pagar el siguiente mes 7 días antes.',
      action: 'Ver mi suscripción',
    },
    expiredEmail: {
      subject: 'Tu ficha de pago OXXO del plan {title} venció',
      intro:
        'No recibimos el pago de tu ficha antes de que venciera, así que cancelamos esta elección. Si aún quieres el plan, elígelo de nuevo en Suscripción.',
      action: 'Ver mi suscripción',
    },
  },
  // Plans paid through Mercado Pago: its own page takes the payment and renews the plan every month.
  mercadoPago: {
    option: 'Mercado Pago (se renueva cada mes)',
    optionHint: 'Pagas en la página de Mercado Pago con tarjeta o saldo en tu cuenta.',
    confirm:
      'Pagarás {price} al mes a través de Mercado Pago. Te llevaremos a su página para pagar; el plan {plan} se activa en cuanto se confirme el pago y se renueva cada mes.',
    confirmChange:
      'El plan {plan} ({price} al mes) reemplaza a tu plan {current} en cuanto Mercado Pago confirme el pago, y se renueva cada mes.',
    note: 'Pagas en la página de Mercado Pago: LimpiaHogar nunca ve los datos de tu tarjeta.',
    redirecting: 'Te llevamos a Mercado Pago para completar el pago...',
  },
  // Suscripción when plans are paid online.
  online: {
    confirm:
      'Pagarás {price} al mes con tarjeta o transferencia SPEI a través de Stripe. El plan {plan} se activa en cuanto se confirme el pago y se renueva cada mes; puedes cancelar la renovación cuando quieras.',
    confirmChange:
      'El plan {plan} ({price} al mes) reemplaza a tu plan {current} en cuanto se confirme el pago, y se renueva cada mes.',
    cardNote: 'Los datos de tu tarjeta van directo a Stripe: LimpiaHogar nunca los ve.',
    payTitle: 'Pagar plan {plan}',
    payDescription: '{price} al mes, con tarjeta o transferencia SPEI.',
    pay: 'Pagar {price}',
    loadingForm: 'Cargando el formulario de pago...',
    formFailed: 'No se pudo cargar el formulario de pago. Revisa tu conexión e intenta de nuevo.',
    confirming: 'Pago enviado. Activaremos tu plan en cuanto se confirme; suele tardar unos segundos.',
    confirmingSlow:
      'Aún no se confirma el pago. Si pagaste por SPEI puede tardar hasta un día hábil: te avisaremos por correo cuando tu plan esté activo.',
    close: 'Cerrar',
    pendingTitle: 'Pago en proceso: plan {plan}',
    pendingBody:
      'Elegiste este plan y su pago aún no se confirma. Si ya pagaste, espera la confirmación; si no, continúa con el pago.',
    continue: 'Continuar con el pago',
    renewsOn: 'Se renueva el',
    endsOn: 'Termina el',
    cancel: 'Cancelar suscripción',
    cancelTitle: 'Cancelar la renovación del plan {plan}',
    cancelBody:
      'Tu plan seguirá activo hasta el {date} y después no se cobrará más. Puedes reactivarlo antes de esa fecha.',
    cancelConfirm: 'Cancelar renovación',
    keep: 'Mantener mi plan',
    cancelledTitle: 'Renovación cancelada',
    cancelledBody: 'Tu plan sigue activo hasta el {date}.',
    reactivate: 'Reactivar',
    reactivatedTitle: 'Suscripción reactivada',
    reactivatedBody: 'Tu plan se renovará el {date}.',
    // Another plan while the plan in force renews online.
    upgrade:
      'Tu plan cambia a {plan} ({price} al mes) en cuanto se cobre la diferencia del resto del mes con tu forma de pago guardada. Tu fecha de renovación no cambia.',
    downgrade:
      'Tu plan {current} sigue hasta el {date}, que ya pagaste; desde entonces se renueva como {plan} ({price} al mes).',
    keepChange: 'Tu plan {plan} seguirá renovándose y se cancela el cambio programado a {next}.',
    keepPlan: 'Mantener {plan}',
    upgradeTitle: 'Cambio solicitado',
    upgradeBody: 'Tu plan cambia a {plan} en cuanto se confirme el cobro de la diferencia.',
    upgradedBody: 'Tu plan ahora es {plan}.',
    downgradeTitle: 'Cambio programado',
    downgradeBody: 'Tu plan cambia a {plan} el {date}.',
    keptTitle: 'Cambio cancelado',
    keptBody: 'Tu plan {plan} seguirá renovándose.',
    nextPlan: 'Siguiente plan',
    nextPlanValue: '{plan}, desde el {date}',
    renewalFailed:
      'No pudimos cobrar la renovación y se intentará de nuevo. Tu plan sigue activo hasta el {date}: revisa tu tarjeta o habla con tu banco.',
    actionFailed: 'No se pudo actualizar tu suscripción. Intenta de nuevo.',
  },
  lapsedEmail: {
    subject: 'Tu plan {title} terminó',
    intro:
      'No recibimos el pago de la renovación, así que tu plan terminó. Sigues viendo solicitudes; para enviar propuestas elige un plan de nuevo en Suscripción.',
    action: 'Elegir un plan',
  },
  rejectedEmail: {
    subject: 'No pudimos confirmar tu pago del plan {title}',
    intro:
      'Revisamos tu transferencia y no pudimos confirmarla. Elige tu plan de nuevo o escríbenos desde Contacto.',
    reason: 'Motivo',
    action: 'Ver mi suscripción',
  },
} as const;

// Facturación (provider): the plan in force, the next payment and every plan payment as a receipt (no CFDI yet).
export const billingMessages = {
  description: 'Tu plan, tu próximo pago y el recibo de cada pago de plan.',
  loadFailed: 'No se pudo cargar tu facturación.',
  summaryTitle: 'Resumen',
  plan: 'Plan actual',
  noPlan: 'Sin plan activo',
  choosePlan: 'Elige un plan en Suscripción',
  nextPayment: 'Próximo pago',
  dueBy: 'antes del {date}',
  noNextPayment: 'Sin pagos programados',
  paymentMethod: 'Forma de pago',
  pendingNote: 'Tienes un pago pendiente: los datos para la transferencia están en Suscripción.',
  seePaymentDetails: 'Ver datos de pago',
  receiptsTitle: 'Recibos',
  receiptsCaption: 'Recibos de tus pagos de plan, del más reciente al más antiguo',
  columns: {
    date: 'Fecha',
    plan: 'Concepto',
    amount: 'Monto',
    method: 'Forma de pago',
    reference: 'Referencia',
    status: 'Estado',
    receipt: 'Recibo',
  },
  receiptLink: 'PDF',
  noReceipt: 'Sin recibo: el pago no está confirmado',
  receiptLinkLabel: 'Descargar el recibo del {date} (PDF)',
  receiptNotFound: 'Ese recibo no existe o su pago aún no se confirma.',
  receiptFileName: 'recibo-limpiahogar-{folio}.pdf',
  cfdiNotFound: 'Ese pago no tiene factura (CFDI) emitida.',
  cfdiUnavailable: 'No pudimos descargar tu factura en este momento. Intenta de nuevo en unos minutos.',
  cfdiFileName: 'cfdi-{uuid}.{format}',
  cfdiLabel: 'CFDI',
  cfdiPdfLabel: 'Descargar la factura (CFDI) del {date} en PDF',
  cfdiXmlLabel: 'Descargar la factura (CFDI) del {date} en XML',
  cfdiPending: 'Factura en trámite',
  method: {
    transfer: 'Transferencia (SPEI)',
    none: 'No aplica',
    stripe: 'Pago en línea (tarjeta o SPEI)',
    oxxo: 'Efectivo en OXXO',
    mercadopago: 'Mercado Pago',
  },
  status: {
    pending: 'Pendiente',
    paid: 'Pagado',
    failed: 'Rechazado',
    cancelled: 'Cancelado',
    unbilled: 'Sin cobro',
  },
  paidOn: 'Pagado el {date}',
  chargedOn: 'se cobrará el {date}',
  noReference: 'Sin referencia',
  reason: 'Motivo: {reason}',
  confirmedOn: 'Confirmado el {date}',
  emptyTitle: 'Aún no tienes recibos',
  emptyBody: 'Cuando elijas un plan, aquí verás cada pago con su monto, su referencia y su estado.',
} as const;
