import type { PartyAction } from '#shared/domain/service-lifecycle';
import { serviceMessages } from '#shared/service-messages';
import { uiMessages } from '#shared/common-messages';

// The labels of a service card, the same in both panels.
export const serviceUi = {
  provider: 'Proveedor',
  customer: serviceMessages.customer,
  date: 'Fecha y hora',
  location: 'Zona',
  address: 'Dirección',
  phone: 'Teléfono',
  price: 'Precio',
  paymentMethod: uiMessages.paymentMethod,
  noPhone: 'Sin teléfono registrado',
  noAddress: 'Sin dirección registrada',
  charge: 'Cargo por cancelación',
  noCharge: 'Sin cargo',
  chargeOnHold: 'En espera: no se cobra mientras pueda aclararse o esté en revisión',
  howToPay: 'Cómo pagarlo',
  payChargeInPerson:
    'Págalo directamente a tu proveedor en efectivo o por transferencia; tu proveedor confirmará en LimpiaHogar que lo recibió.',
  payment: 'Pago',
  paymentReceived: 'Pago recibido',
  problem: 'Problema reportado',
  providerStatement: 'Respuesta del proveedor',
  settledAmount: 'Monto acordado tras la revisión',
  addToCalendar: 'Agregar a mi calendario',
  /** A visit of a recurring plan, in the cards and in Calendario (issue 30). */
  recurring: 'Plan recurrente',
  directions: 'Cómo llegar',
  opensInNewTab: uiMessages.opensInNewTab,
  notes: {
    /** `{date}`: when the booking is declined unanswered (two hours of the provider's working time). */
    pending: {
      customer: 'Esperando la respuesta del proveedor, a más tardar el {date}.',
      provider: 'Reserva directa: acéptala o recházala antes del {date}; si no respondes, se rechazará sola.',
    },
    done: {
      customer:
        'El proveedor marcó el servicio como completado. Si no respondes, se confirmará solo 48 horas después.',
      provider: 'Esperando la confirmación del cliente; se confirmará solo 48 horas después.',
    },
    noShow: 'El proveedor reportó que nadie lo recibió a la hora acordada; se cobra el 100 % del precio.',
    /** A no-show not settled yet; `{date}` is when the customer's 48 h to contest it end. */
    noShowOpen: {
      customer:
        'El proveedor reportó que nadie lo recibió a la hora acordada. Si no fue así, pulsa «No fue así» antes del {date}; mientras tanto no se cobra nada.',
      provider:
        'Reportaste que nadie te recibió. El cliente puede aclararlo hasta el {date}; si no lo hace, se aplica el cargo del 100 % del precio.',
    },
    noShowContested:
      'El cliente aclaró que sí estaba. Nuestro equipo revisa el caso con ambas partes; el cargo por inasistencia no se cobra mientras tanto.',
    disputed: 'Nuestro equipo revisa el problema reportado y contactará a ambas partes.',
    declined: {
      provider: 'El proveedor no aceptó la reserva. No se cobró nada.',
      system: 'La reserva venció sin respuesta. No se cobró nada.',
    },
    cancelledBy: {
      customer: 'Cancelado por el cliente.',
      provider: 'Cancelado por el proveedor.',
      system: 'Cancelado automáticamente.',
      support: 'Cancelado por nuestro equipo al resolver el reporte. No se cobra nada.',
    },
  },
} as const;

// Historial, 50 services at a time.
export const pastServicesUi = {
  loadMore: 'Ver más servicios',
  loadingMore: 'Cargando más servicios…',
  allShown: 'Estos son todos tus servicios terminados.',
  loadMoreFailed: 'No se pudieron cargar más servicios. Por favor intenta de nuevo.',
} as const;

export const upcomingServicesUi = {
  ...pastServicesUi,
  allShown: 'Estos son todos tus servicios programados.',
} as const;

const confirm = 'Confirmar';

// The steps a party takes on a service: the button, the dialog that asks first, and the toast after.
export const serviceActionUi = {
  back: 'Volver',
  failed: 'No se pudo completar la acción. Inténtalo de nuevo.',
  policy:
    'Cancelar con al menos 24 horas de anticipación no tiene costo; con menos, se cobra el 50 % del precio.',
  charge: 'Cargo por cancelación: {amount}',
  noCharge: 'Sin cargo por cancelación.',
  problemLabel: 'Describe el problema',
  contestLabel: 'Cuéntanos qué pasó',
  statementLabel: 'Tu versión de lo sucedido',
  actions: {
    accept_booking: {
      label: 'Aceptar reserva',
      title: 'Aceptar la reserva: {title}',
      description: 'El servicio quedará confirmado en tu calendario y el cliente verá tu teléfono.',
      confirm,
      doneTitle: 'Reserva aceptada',
      doneBody: 'El servicio quedó en tu calendario.',
    },
    decline_booking: {
      label: 'Rechazar reserva',
      title: 'Rechazar la reserva: {title}',
      description: 'Avisaremos al cliente para que elija a otro proveedor. No se le cobra nada.',
      confirm: 'Rechazar reserva',
      doneTitle: 'Reserva rechazada',
      doneBody: 'Avisamos al cliente.',
    },
    cancel_by_customer: {
      label: 'Cancelar servicio',
      title: 'Cancelar el servicio: {title}',
      description: 'Avisaremos al proveedor de inmediato.',
      confirm: 'Cancelar servicio',
      doneTitle: 'Servicio cancelado',
      doneBody: 'Sin cargo.',
    },
    cancel_by_provider: {
      label: 'Cancelar servicio',
      title: 'Cancelar el servicio: {title}',
      description: 'El cliente no paga nada, pero la cancelación cuenta en tu índice de confiabilidad.',
      confirm: 'Cancelar servicio',
      doneTitle: 'Servicio cancelado',
      doneBody: 'Avisamos al cliente.',
    },
    mark_done: {
      label: 'Marcar como completado',
      title: 'Marcar como completado: {title}',
      description: 'El cliente tendrá 48 horas para confirmarlo o reportar un problema.',
      confirm,
      doneTitle: 'Servicio marcado como completado',
      doneBody: 'El cliente tiene 48 horas para confirmarlo.',
    },
    report_no_show: {
      label: 'El cliente no se presentó',
      title: 'El cliente no se presentó: {title}',
      description:
        'El servicio se cancela. El cliente tiene 48 horas para aclarar si sí estaba; si no lo hace, se le cobra el 100 % del precio.',
      confirm,
      doneTitle: 'Inasistencia registrada',
      doneBody: 'Si el cliente no lo aclara en 48 horas, se aplica el cargo.',
    },
    contest_no_show: {
      label: 'No fue así',
      title: 'No fue así: {title}',
      description:
        'Si estabas a la hora acordada, cuéntanos qué pasó. El servicio quedará en disputa, nuestro equipo revisará el caso con ambas partes y no se cobra el cargo por inasistencia mientras tanto.',
      confirm: 'Enviar aclaración',
      doneTitle: 'Aclaración enviada',
      doneBody: 'Revisaremos el caso con ambas partes; mientras tanto no se cobra nada.',
    },
    confirm_completion: {
      label: 'Confirmar servicio',
      title: 'Confirmar el servicio: {title}',
      description: 'Confirmas que el servicio se realizó como se acordó.',
      confirm,
      doneTitle: 'Servicio confirmado',
      doneBody: 'Gracias por confirmar.',
    },
    report_problem: {
      label: 'Reportar un problema',
      title: 'Reportar un problema: {title}',
      description: 'El servicio quedará en disputa y nuestro equipo revisará el caso con ambas partes.',
      confirm: 'Enviar reporte',
      doneTitle: 'Problema reportado',
      doneBody: 'Revisaremos el caso y te contactaremos.',
    },
    answer_dispute: {
      label: 'Responder al reporte',
      title: 'Responder al reporte: {title}',
      description:
        'Nuestro equipo leerá tu versión junto con el reporte del cliente. Solo puedes responder una vez.',
      confirm: 'Enviar respuesta',
      doneTitle: 'Respuesta enviada',
      doneBody: 'Nuestro equipo la revisará junto con el reporte del cliente.',
    },
    confirm_payment: {
      label: 'Confirmar pago recibido',
      title: 'Confirmar pago recibido: {title}',
      description: 'Confirmas que recibiste el pago en efectivo o por transferencia.',
      confirm,
      doneTitle: 'Pago confirmado',
      doneBody: 'Registramos el pago recibido.',
    },
  } satisfies Record<PartyAction, Record<string, string>>,
} as const;
