import type { PlanConflictReason } from './domain/recurring-plan';

// What the customer and the provider of a recurring plan are told by the scheduler (issue 30): a visit it could
// not book, and a plan that ended because the other side deleted their account. The bell and the e-mail.

type Side = 'customer' | 'provider';

export const RECURRING_PAGES: Record<Side, string> = {
  customer: '/cliente/recurrentes',
  provider: '/proveedor/recurrentes',
};

export const recurringNoticeMessages = {
  conflict: {
    subject: 'No se pudo agendar la visita del {date}',
    intro: {
      customer: 'La visita del {date} de tu plan «{plan}» no se agendó: {reason}.',
      provider: 'La visita del {date} del plan «{plan}» no se agendó: {reason}.',
    },
    reasons: {
      customer: {
        day_off: 'ese día el proveedor no está disponible',
        busy: 'el proveedor ya tiene otro servicio a esa hora',
        outside_hours: 'esa hora queda fuera del horario de trabajo del proveedor',
      },
      provider: {
        day_off: 'marcaste ese día como no disponible',
        busy: 'ya tienes otro servicio a esa hora (con tu tiempo de traslado)',
        outside_hours: 'esa hora queda fuera de tu horario de trabajo',
      },
    } satisfies Record<Side, Record<PlanConflictReason, string>>,
    offer: {
      customer: 'Puedes saltar esta visita sin costo o elegir otro día u hora para ella.',
      provider: 'Tu cliente puede saltar esta visita o elegir otro día u hora; te avisaremos.',
    },
    action: { customer: 'Ver mis limpiezas recurrentes', provider: 'Ver mis clientes recurrentes' },
  },
  ended: {
    subject: 'Terminó tu plan de limpieza recurrente',
    intro: {
      customer:
        'El proveedor eliminó su cuenta, y con ello terminó el plan «{plan}». No se agendarán más visitas ni se te cobrará nada por las que no se hicieron.',
      provider:
        'Tu cliente eliminó su cuenta, y con ello terminó el plan «{plan}». No se agendarán más visitas de este plan.',
    },
    action: { customer: 'Ver mis limpiezas recurrentes', provider: 'Ver mis clientes recurrentes' },
  },
} as const;
