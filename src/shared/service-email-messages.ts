import { reminderLeadHours } from './domain/service-reminder';

// E-mails about a service; `{title}` is the service's title.
export const serviceEmails = {
  fields: {
    service: 'Servicio',
    date: 'Fecha y hora',
    location: 'Ubicación',
    price: 'Precio acordado',
    paymentMethod: 'Forma de pago',
  },
  offerAccepted: {
    subject: 'Aceptaron tu propuesta: {title}',
    intro: 'El cliente aceptó tu propuesta. El servicio quedó programado en tu calendario.',
    action: 'Ver mi calendario',
  },
  offerReceived: {
    subject: 'Recibiste una propuesta: {title}',
    intro: '{provider} te propone hacerlo por {price}. Compara las propuestas y acepta la que prefieras.',
    provider: 'Proveedor',
    price: 'Precio propuesto',
    message: 'Mensaje',
    action: 'Ver propuestas',
  },
  offerNotChosen: {
    subject: 'El cliente eligió otra propuesta: {title}',
    intro:
      'El cliente eligió a otro proveedor para esta solicitud, y tu propuesta quedó cerrada. Hay más solicitudes cerca de ti.',
    action: 'Ver solicitudes',
  },
  charge: 'Cargo por cancelación',
  noCharge: 'Sin cargo',
  problem: 'Problema reportado',
  // One entry per e-mail a service's step sends; the recipient is the party who did not take the step.
  bookingReceived: {
    subject: 'Te reservaron directamente: {title}',
    intro:
      'Un cliente reservó este servicio contigo. Acéptala o recházala en tu calendario: tienes 2 horas de tu horario de trabajo para responder, y siempre antes de la hora del servicio; si no respondes, se rechazará sola.',
    action: 'Responder la reserva',
  },
  bookingAccepted: {
    subject: 'Tu reserva quedó confirmada: {title}',
    intro: 'El proveedor aceptó tu reserva. Verás su teléfono y el servicio en Programados.',
    action: 'Ver mis servicios',
  },
  bookingDeclined: {
    subject: 'Tu reserva no fue aceptada: {title}',
    intro:
      'El proveedor no puede atender esta reserva. No se te cobró nada. En tu historial te mostramos otros proveedores libres a la misma hora, para reservar con un clic.',
    action: 'Ver otros proveedores',
  },
  bookingExpired: {
    subject: 'Tu reserva venció sin respuesta: {title}',
    intro:
      'El proveedor no respondió a tiempo y la reserva se canceló. No se te cobró nada. En tu historial te mostramos otros proveedores libres a la misma hora, para reservar con un clic.',
    action: 'Ver otros proveedores',
  },
  cancelledByCustomer: {
    subject: 'El cliente canceló el servicio: {title}',
    intro: 'El cliente canceló este servicio. El horario vuelve a quedar libre en tu calendario.',
    action: 'Ver mi calendario',
  },
  cancelledByProvider: {
    subject: 'El proveedor canceló tu servicio: {title}',
    intro:
      'Lo sentimos: el proveedor canceló este servicio. No se te cobrará nada; puedes reservar con otro proveedor.',
    action: 'Reservar con otro proveedor',
  },
  noShow: {
    subject: 'El proveedor reportó que no estabas: {title}',
    intro:
      'El proveedor llegó a la hora acordada y reportó que no pudo realizar el servicio porque no había nadie. Si no fue así, pulsa «No fue así» en el servicio dentro de las próximas 48 horas y cuéntanos qué pasó: mientras tanto no se cobra nada. Pasado ese plazo se aplica el cargo del 100 % del precio.',
    action: 'Ver el servicio',
  },
  noShowContested: {
    subject: 'El cliente dice que sí estaba: {title}',
    intro:
      'El cliente aclaró que sí estaba cuando reportaste que no se presentó. El cargo por inasistencia no se cobra mientras nuestro equipo revisa el caso; puedes responder una vez con tu versión.',
    action: 'Responder al reporte',
  },
  noShowSettledProvider: {
    subject: 'Se aplicó el cargo por inasistencia: {title}',
    intro:
      'Pasaron 48 horas sin que el cliente aclarara la inasistencia que reportaste, así que el cargo del 100 % del precio quedó firme.',
    action: 'Ver mis ganancias',
  },
  noShowSettledCustomer: {
    subject: 'Se aplicó el cargo por inasistencia: {title}',
    intro:
      'Pasaron 48 horas sin que aclararas la inasistencia que reportó el proveedor, así que el cargo del 100 % del precio quedó firme.',
    action: 'Ver mis pagos',
  },
  markedDone: {
    subject: 'Confirma tu servicio: {title}',
    intro:
      'El proveedor marcó el servicio como completado. Confírmalo o reporta un problema; si no respondes en 48 horas, se confirmará solo.',
    action: 'Confirmar el servicio',
  },
  completed: {
    subject: 'Servicio completado: {title}',
    intro: 'El servicio quedó completado. Gracias por tu trabajo.',
    action: 'Ver mi calendario',
  },
  reviewReceived: {
    subject: 'Recibiste una reseña: {title}',
    intro: 'La otra parte calificó este servicio. Puedes leer la reseña en tu panel.',
    action: 'Ver mis reseñas',
  },
  /** `{lead}`: how far ahead it is, one of `lead`; `{date}`: its start in the place's zone, the place named. */
  reminder: {
    subject: 'Recordatorio: tu servicio es {lead}: {title}',
    intro: 'Te recordamos que este servicio es {lead}: el {date}.',
    action: 'Ver el servicio',
    lead: { hours: 'en {hours} horas', hour: 'en 1 hora', soon: 'en menos de una hora' },
  },
  disputeResolved: {
    subject: 'Resolvimos el reporte del servicio: {title}',
    intro: 'Nuestro equipo revisó el problema reportado con este servicio y resolvió el caso así:',
    action: 'Ver el servicio',
  },
  resolution: 'Resolución',
  finalAmount: 'Monto final del servicio',
  resolutionReason: 'Motivo',
  /** How a contested no-show ended: its fee stands, or the customer pays nothing. */
  noShowOutcomes: {
    keep: 'Se mantiene el cargo por inasistencia: el cliente paga el 100 % del precio.',
    refund: 'El cliente sí estaba: se cancela el servicio sin cargo.',
  },
  /** The same, for a service paid by card online. */
  cardNoShowOutcomes: {
    keep: 'Se mantiene el cargo por inasistencia: se cobra a la tarjeta el 100 % del precio.',
    refund:
      'El cliente sí estaba: se cancela el servicio sin cargo y se libera lo retenido en su tarjeta (o se le devuelve si ya se cobró).',
  },
  /** How a dispute ended, as the e-mail to both parties says it. */
  outcomes: {
    keep: 'Se mantiene el cobro completo del servicio.',
    refund:
      'Se cancela el cobro: el cliente no paga este servicio. Si ya pagó, el proveedor le devuelve el dinero.',
    split:
      'Se cobra una parte del precio. Si el cliente ya pagó el total, el proveedor le devuelve la diferencia.',
  },
  /** The same, for a service paid by card online: the money goes back to the card by itself. */
  cardOutcomes: {
    keep: 'Se mantiene el cobro completo del servicio a la tarjeta.',
    refund:
      'Se cancela el cobro: el cliente no paga este servicio. Lo que se haya cobrado a su tarjeta se le devuelve automáticamente.',
    split:
      'Se cobra una parte del precio. Si a la tarjeta ya se le cobró el total, la diferencia se le devuelve automáticamente.',
  },
  disputed: {
    subject: 'El cliente reportó un problema: {title}',
    intro:
      'El cliente reportó un problema con este servicio. Nuestro equipo revisará el caso y se pondrá en contacto contigo.',
    action: 'Ver mi calendario',
  },
} as const;

/** How far ahead the service is, in the reminder's words: 'en 15 horas', 'en 1 hora', 'en menos de una hora'. */
export function reminderLead(scheduledAt: Date, now: Date): string {
  const { lead } = serviceEmails.reminder;
  const hours = reminderLeadHours(scheduledAt, now);
  if (hours < 1) return lead.soon;
  return hours === 1 ? lead.hour : lead.hours.replace('{hours}', String(hours));
}
