// Company facts shown on several pages: office hours and policies. No marketing figure lives here: the home
// page's figures are computed from the database (GET /api/site-stats), PROFECO treats invented ones as misleading.

/** Weekdays as Date.getDay() numbers them: 0 is Sunday. */
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
const WEEKDAYS_SHORT = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'] as const;
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface SupportShift {
  /** First and last weekday of a run of days with the same hours (0 Sunday … 6 Saturday). */
  from: Weekday;
  to: Weekday;
  /** 'H:MM' in Mexico City's time; '0:00' to '24:00' is the whole day. */
  opens: string;
  closes: string;
}

/**
 * When support answers, in Mexico City's time: the one setting behind every page that names support hours
 * (contact page, how it works, login, the home page's description and trust strip, the Empresarial plan).
 * A day not listed is closed. '24/7' is said only when every day runs from 0:00 to 24:00.
 */
export const SUPPORT_HOURS: readonly SupportShift[] = [
  { from: 1, to: 5, opens: '9:00', closes: '18:00' },
  { from: 6, to: 6, opens: '9:00', closes: '14:00' },
];

const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const openDays = (hours: readonly SupportShift[]) =>
  MONDAY_FIRST.filter((day) => hours.some((shift) => shift.from <= day && day <= shift.to));
const dayRange = (shift: SupportShift, names: readonly string[]) =>
  shift.from === shift.to ? names[shift.from]! : `${names[shift.from]} a ${names[shift.to]}`;

/** True only when support answers every hour of every day. */
export function supportAlwaysOpen(hours: readonly SupportShift[] = SUPPORT_HOURS): boolean {
  const allDay = hours.filter((shift) => shift.opens === '0:00' && shift.closes === '24:00');
  return openDays(allDay).length === 7;
}

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
// here because the graph imports the catalogue, which imports this file; company.test.ts keeps them equal.
export const CANCELLATION_POLICY = {
  freeNoticeHours: 24,
  lateChargePercent: 50,
  summary:
    'Puedes cancelar sin costo con al menos 24 horas de anticipación. Si cancelas con menos de 24 horas se cobra el 50% del servicio, y si el proveedor llega y no hay nadie para recibirlo se cobra el servicio completo. El proveedor sólo puede reportarlo 45 minutos después de la hora acordada, y si no fue así tienes 48 horas para aclararlo desde tu panel («No fue así»): mientras tanto no se cobra nada.',
} as const;
