// Company facts shown on several pages: office hours and policies. No marketing figure lives here: the home
// page's figures are computed from the database (GET /api/site-stats), PROFECO treats invented ones as misleading.

// The hours themselves (SUPPORT_HOURS) are the domain's, which computes the answer targets from them; here they
// are said in Spanish.
import {
  MONDAY_FIRST,
  openDays,
  SUPPORT_HOURS,
  supportAlwaysOpen,
  type SupportShift,
} from './domain/support';

/** Weekdays as Date.getDay() numbers them: 0 is Sunday. */
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
const WEEKDAYS_SHORT = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'] as const;

const dayRange = (shift: SupportShift, names: readonly string[]) =>
  shift.from === shift.to ? names[shift.from]! : `${names[shift.from]} a ${names[shift.to]}`;

/** The contact page's table: each run of days with its hours, then the closed days ('Domingo': 'Cerrado'). */
export function supportHoursTable(hours: readonly SupportShift[] = SUPPORT_HOURS) {
  const open = openDays(hours);
  return [
    ...hours.map((shift) => ({ days: dayRange(shift, WEEKDAYS), hours: `${shift.opens} - ${shift.closes}` })),
    ...MONDAY_FIRST.filter((day) => !open.includes(day)).map((day) => ({
      days: WEEKDAYS[day],
      hours: 'Cerrado',
    })),
  ];
}

/** In a sentence: 'lunes a viernes de 9:00 a 18:00 y sábado de 9:00 a 14:00'. */
export function supportHoursSentence(hours: readonly SupportShift[] = SUPPORT_HOURS): string {
  if (supportAlwaysOpen(hours)) return 'las 24 horas, todos los días';
  const parts = hours.map(
    (shift) => `${dayRange(shift, WEEKDAYS).toLowerCase()} de ${shift.opens} a ${shift.closes}`,
  );
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
}

function daysText(hours: readonly SupportShift[], names: readonly string[], through: string): string {
  const open = openDays(hours);
  const first = MONDAY_FIRST.indexOf(open[0]!);
  const contiguous = open.every((day, index) => MONDAY_FIRST[first + index] === day);
  if (contiguous && open.length > 1) return `${names[open[0]!]}${through}${names[open.at(-1)!]}`;
  return open.map((day) => names[day]).join(', ');
}

/** The days support answers, short enough for a figure: 'Lun–Sáb'. */
export function supportDaysShort(hours: readonly SupportShift[] = SUPPORT_HOURS): string {
  return openDays(hours).length === 7 ? 'Diario' : daysText(hours, WEEKDAYS_SHORT, '–');
}

/** The support claim of the trust strip and the descriptions: 'Soporte 24/7' only when it is true. */
export function supportClaim(hours: readonly SupportShift[] = SUPPORT_HOURS): string {
  if (supportAlwaysOpen(hours)) return 'Soporte 24/7';
  if (openDays(hours).length === 7) return 'Soporte todos los días';
  return `Soporte de ${daysText(hours, WEEKDAYS, ' a ').toLowerCase()}`;
}

export const TRUST_CLAIMS = ['Pagos seguros', 'Proveedores verificados', supportClaim()] as const;

export const MINIMUM_AGE = 18;

// Where contact-form messages and privacy requests go unless SUPPORT_EMAIL says otherwise.
export const DEFAULT_SUPPORT_EMAIL = 'soporte@limpiahogar.mx';

// The no-show's minutes and hours are the lifecycle's (NO_SHOW_GRACE_MINUTES, NO_SHOW_CONTEST_HOURS), written out
// so that the policy reads as one sentence here; company.test.ts keeps them equal.
export const CANCELLATION_POLICY = {
  freeNoticeHours: 24,
  lateChargePercent: 50,
  summary:
    'Puedes cancelar sin costo con al menos 24 horas de anticipación. Si cancelas con menos de 24 horas se cobra el 50% del servicio, y si el proveedor llega y no hay nadie para recibirlo se cobra el servicio completo. El proveedor sólo puede reportarlo 45 minutos después de la hora acordada, y si no fue así tienes 48 horas para aclararlo desde tu panel («No fue así»): mientras tanto no se cobra nada.',
} as const;
