// Changes to a running recurring plan (issue 30): a new price per visit, the provider ending the plan with
// notice, a visit moved, a visit the provider's new days off or hours leave out, and a plan marked unreliable. The API's refusals, and what each side is told.

/** 'Terminar plan' by the provider: the visits starting within this many days stay; later ones are cancelled. */
export const PROVIDER_END_NOTICE_DAYS = 7;

export const recurringChangeMessages = {
  rejectPrice: 'Rechazar nuevo precio',
  priceSame: 'El nuevo precio es igual al actual.',
  pricePending: 'Ya hay un nuevo precio esperando respuesta o por aplicarse.',
  noPriceChange: 'Este plan no tiene un nuevo precio por responder.',
  priceAnswerClosed: 'El plazo para responder al nuevo precio ya terminó.',
  planNotRunning: 'Este plan ya no está activo.',
  visitInside24h: 'Esta visita empieza en menos de 24 horas y se queda como está.',
  visitNotScheduled: 'Esta visita ya no está agendada.',
  conflictNotFound: 'Esta visita del plan ya no espera que elijas saltarla u otra hora.',
  notUnreliable: 'Este plan no tiene cancelaciones del proveedor que permitan cambiarlo de proveedor.',
  notFavourite: 'Elige a uno de tus proveedores favoritos que no sea el de este plan.',
  notTransferable:
    'No pudimos pasar este plan con sus datos: reserva con tu proveedor favorito desde el inicio y cancela este plan.',
  unreliableOffer:
    'Tu proveedor canceló o faltó a 2 visitas de este plan en 28 días. Puedes mantener el plan, pausarlo o pasarlo a un proveedor favorito.',
  operatorTitle: 'Planes con cancelaciones del proveedor',
  operatorEmpty: 'Ningún plan tiene dos cancelaciones del proveedor en 28 días.',
} as const;

type Side = 'customer' | 'provider';

/** The bell and e-mail of each change, by kind: {plan} 'Cada semana, los martes a las 10:00', {price}, {date}. */
export const planChangeNotices = {
  'price-proposed': {
    subject: 'Nuevo precio propuesto para tu limpieza recurrente',
    intro: {
      customer:
        'Tu proveedor propone {price} por visita para el plan «{plan}», desde las visitas del {date}. Si no lo aceptas antes, el plan termina después de la última visita al precio actual.',
      provider:
        'Propusiste {price} por visita para el plan «{plan}», desde las visitas del {date}. Te avisaremos cuando tu cliente responda.',
    },
  },
  'price-accepted': {
    subject: 'Nuevo precio aceptado',
    intro: {
      customer: 'Aceptaste {price} por visita para el plan «{plan}», desde las visitas del {date}.',
      provider: 'Tu cliente aceptó {price} por visita para el plan «{plan}», desde las visitas del {date}.',
    },
  },
  'price-declined': {
    subject: 'Nuevo precio no aceptado: el plan termina',
    intro: {
      customer:
        'No aceptaste el nuevo precio de {price} por visita: el plan «{plan}» termina con la última visita antes del {date}, al precio actual.',
      provider:
        'Tu cliente no aceptó el nuevo precio de {price} por visita: el plan «{plan}» termina con la última visita antes del {date}, al precio actual.',
    },
  },
  'ended-by-provider': {
    subject: 'Tu proveedor terminó el plan de limpieza recurrente',
    intro: {
      customer:
        'Tu proveedor terminó el plan «{plan}». Las visitas antes del {date} siguen en pie; las siguientes se cancelaron sin costo para ti.',
      provider:
        'Terminaste el plan «{plan}». Las visitas antes del {date} siguen en pie; las siguientes se cancelaron sin costo para tu cliente.',
    },
  },
  'visit-moved': {
    subject: 'Una visita de tu plan cambió de día u hora',
    intro: {
      customer: 'La visita del plan «{plan}» ahora es el {date}.',
      provider: 'Tu cliente cambió una visita del plan «{plan}»: ahora es el {date}.',
    },
  },
  'conflict-skipped': {
    subject: 'Una visita de tu plan se saltó',
    intro: {
      customer: 'Saltaste la visita del {date} del plan «{plan}»: no se agenda y no tiene costo.',
      provider:
        'Tu cliente saltó la visita del {date} del plan «{plan}», que no se pudo agendar: no se agenda.',
    },
  },
  'moved-to-favourite': {
    subject: 'Tu plan pasa a otro proveedor',
    intro: {
      customer:
        'Tu nuevo proveedor aceptó el plan. El plan «{plan}» con tu proveedor anterior termina el {date}; las visitas desde entonces se cancelaron sin costo.',
      provider:
        'Tu cliente pasó el plan «{plan}» a otro proveedor. Termina el {date}; las visitas desde entonces se cancelaron.',
    },
  },
  'day-off': {
    subject: 'Tu proveedor no estará disponible en una visita de tu plan',
    intro: {
      customer:
        'Tu proveedor no estará disponible para la visita del {date} del plan «{plan}». La visita sigue agendada: elige otro día u hora para ella o sáltala sin costo.',
      provider:
        'Tu nueva disponibilidad deja fuera la visita del {date} del plan «{plan}». Sigue agendada y tu cliente puede elegir otro día u hora o saltarla.',
    },
  },
  unreliable: {
    subject: 'Tu proveedor canceló dos visitas de tu plan',
    intro: {
      customer:
        'Tu proveedor canceló o faltó a 2 visitas del plan «{plan}» en 28 días. Puedes mantener el plan, pausarlo o pasarlo a un proveedor favorito.',
      provider:
        'Cancelaste o faltaste a 2 visitas del plan «{plan}» en 28 días. Tu cliente puede pasar el plan a otro proveedor.',
    },
  },
} as const satisfies Record<string, { subject: string; intro: Record<Side, string> }>;

export type PlanChangeKind = keyof typeof planChangeNotices;
