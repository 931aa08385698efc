// What support aims for, in words, from the same numbers the targets are computed with (shared/domain/support).
import { PLANS } from './catalog';
import { supportHoursSentence } from './company';
import { formatAlternatives } from './format';
import { PRIORITY_SUPPORT_PLANS, SUPPORT_TARGETS } from './domain/support';

const ORDINALS = ['', 'primer', 'segundo', 'tercer', 'cuarto', 'quinto'] as const;

const planNames = PLANS.filter((plan) => PRIORITY_SUPPORT_PLANS.includes(plan.id)).map((plan) => plan.name);

export const supportTargetTexts = {
  /** 'en un máximo de 4 horas hábiles' */
  priority: `en un máximo de ${SUPPORT_TARGETS.priorityHours} horas hábiles`,
  /** 'a más tardar al cierre del segundo día hábil después del día de su llegada' */
  standard: `a más tardar al cierre del ${ORDINALS[SUPPORT_TARGETS.standardDays]} día hábil después del día de su llegada`,
  /** Which hours and days count: those of SUPPORT_HOURS. */
  businessHours: `Contamos como hábiles las horas de nuestro horario de atención: ${supportHoursSentence()}, hora del centro de México.`,
} as const;

/** What 'Soporte prioritario' delivers, in the FAQ's answer on plans (SPEC keeps the FAQ at five questions). */
export const prioritySupportAnswer = `Con un plan ${formatAlternatives(planNames)} vigente, lo que nos escribas desde la página de Contacto con tu sesión de proveedor iniciada se marca como prioritario y se atiende antes que los demás mensajes: nuestro objetivo es responderlo ${supportTargetTexts.priority}, y los demás ${supportTargetTexts.standard}. ${supportTargetTexts.businessHours}`;

/** Under the contact page's hours table. */
export const contactHoursNote = `Hora del centro de México. Nuestro objetivo es responder cada mensaje ${supportTargetTexts.standard}; los de proveedores con plan ${formatAlternatives(planNames)}, ${supportTargetTexts.priority}.`;
