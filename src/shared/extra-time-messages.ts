// 'Tiempo extra' (issue 29): the provider asks for more time during a service, the customer approves or declines.
export const extraTimeMessages = {
  request: 'Solicitar tiempo extra',
  dialogTitle: 'Solicitar tiempo extra',
  dialogDescription: 'El cliente recibe tu solicitud y la aprueba o la rechaza en la app.',
  minutes: 'Tiempo adicional',
  /** `{price}`: what the time adds. */
  addedPrice: 'Se suma {price} al precio del servicio.',
  send: 'Enviar solicitud',
  back: 'Volver',
  sent: 'Solicitud enviada',
  sentBody: 'Te avisaremos cuando el cliente responda.',
  /** On the provider's card while the customer has not answered; `{time}` '1 h', `{price}` '$150.00'. */
  waiting: 'Pediste {time} más ({price}). Esperando respuesta del cliente.',
  /** On the customer's card. */
  question: 'El proveedor pide {time} más para terminar. Se suman {price} al precio.',
  /** How the added price is paid (the answer's `collectedBy`), under the question and on the provider's card. */
  collectedBy: {
    card: 'Se cobra con tu tarjeta al terminar.',
    provider:
      'Págalo directamente a tu proveedor en efectivo o por transferencia al terminar; tu proveedor confirmará que lo recibió.',
  },
  /** The provider's side of the same: `collectedBy` 'provider' on a service paid online. */
  collectedByForProvider: {
    card: 'Se cobra con la tarjeta del cliente al terminar.',
    provider:
      'El cliente te lo paga directamente en efectivo o por transferencia; confirma que lo recibiste con «Confirmar pago recibido».',
  },
  /** Pagos and Ganancias, under a charge paid online with extra time owed directly; `{amount}` '$150.00'. */
  directPart: {
    customer: {
      pending:
        'Incluye {amount} de tiempo extra que pagas directamente a tu proveedor, en efectivo o por transferencia.',
      confirmed: 'Incluye {amount} de tiempo extra que pagaste directamente a tu proveedor; lo confirmó.',
    },
    provider: {
      pending:
        'Incluye {amount} de tiempo extra que el cliente te paga directamente, en efectivo o por transferencia.',
      confirmed: 'Incluye {amount} de tiempo extra que el cliente te pagó directamente; lo confirmaste.',
    },
  },
  approve: 'Aprobar',
  decline: 'Rechazar',
  approved: 'Tiempo extra aprobado: {time} más ({price}).',
  declined: 'Tiempo extra rechazado ({time}).',
  approvedToast: 'Aprobaste el tiempo extra',
  declinedToast: 'Rechazaste el tiempo extra',
  // Refusals.
  notNow:
    'El tiempo extra se pide durante el servicio: desde su hora de inicio y antes de marcarlo como terminado.',
  minutesInvalid: 'Elige de 30 minutos a 4 horas, en medias horas, sin pasar de 12 horas en total.',
  alreadyWaiting: 'Ya pediste tiempo extra: espera la respuesta del cliente.',
  nothingWaiting: 'No hay tiempo extra por responder.',
  collides: 'No se puede extender: el proveedor tiene otro servicio justo después.',
  // E-mails and bell.
  requestedEmail: {
    subject: 'Tu proveedor pide tiempo extra: {title}',
    intro: 'El proveedor pide más tiempo para terminar el servicio. Apruébalo o recházalo en tu panel.',
    action: 'Responder',
  },
  approvedEmail: {
    subject: 'El cliente aprobó el tiempo extra: {title}',
    intro: 'El cliente aprobó el tiempo extra: el servicio dura más y su precio se actualizó.',
    action: 'Ver el servicio',
  },
  declinedEmail: {
    subject: 'El cliente no aprobó el tiempo extra: {title}',
    intro: 'El cliente rechazó el tiempo extra. El servicio mantiene su duración y su precio.',
    action: 'Ver el servicio',
  },
} as const;
