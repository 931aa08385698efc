import { MAX_SERVICES_PER_DAY, TRAVEL_MINUTES } from './domain/working-hours';

// The texts of 'Disponibilidad' (issue 29) and of the wizard's free times: the page's labels, and what the
// schemas and the server say of a wrong answer or a time already taken.
export const scheduleMessages = {
  title: 'Disponibilidad',
  /** `{city}`: the provider's zone, 'Ciudad de México', 'Cancún'. */
  timeZoneNote: 'Horas y fechas en tu zona: hora de {city}.',
  week: 'Horario semanal',
  addRange: 'Agregar horario',
  /** The accessible names of a range and of its buttons: '{day}' is 'Lunes', '{number}' counts from 1. */
  rangeLabel: '{day}, horario {number}',
  addRangeLabel: 'Agregar horario ({day})',
  removeRange: 'Quitar horario',
  removeRangeLabel: 'Quitar horario {number} ({day})',
  daysOff: 'Días no disponibles',
  daysOffHint:
    'Vacaciones, días festivos o cualquier periodo en que no trabajes: no recibirás reservas esos días.',
  noDaysOff: 'No tienes días no disponibles registrados.',
  addDayOff: 'Agregar días no disponibles',
  dayOffLabel: 'Periodo {number}',
  removeDayOff: 'Quitar',
  removeDayOffLabel: 'Quitar periodo {number}',
  dayOffFrom: 'Desde',
  dayOffTo: 'Hasta',
  dayOffNote: 'Nota (opcional)',
  travel: 'Tiempo de traslado entre servicios',
  travelUnit: 'minutos',
  travelHint: `En minutos, de ${TRAVEL_MINUTES.min} a ${TRAVEL_MINUTES.max}: se aparta antes y después de cada servicio.`,
  maxPerDay: 'Máximo de servicios por día',
  noMax: 'Sin límite',
  instantBooking: 'Reserva inmediata',
  instantBookingHint:
    'Las reservas en tus horarios libres quedan confirmadas al instante, sin esperar tu respuesta.',
  saved: 'Disponibilidad guardada',
  /** Shown after saving when booked services fall outside the new hours: they are kept. */
  outsideTitle: 'Servicios agendados fuera de tu nueva disponibilidad',
  outsideHint: 'Siguen agendados: cambiar tu disponibilidad no cancela servicios.',
  /** After a service of the list: who it is for, '{customer}' the short name. */
  outsideCustomer: 'con {customer}',
  /** Before saving, when the new days off or hours leave out visits of recurring plans not left out already. */
  planVisitsTitle: 'Visitas de planes recurrentes fuera de tu nueva disponibilidad',
  planVisitsHint:
    'Estas visitas siguen agendadas. Al guardar, avisaremos a cada cliente para que elija otro día u hora o salte la visita.',
  /** One visit of the list: '{when}' the date and time, '{customer}' the short name, '{service}' the service. */
  planVisitLine: '{when}: {service} con {customer}',
  saveAndTell: 'Guardar y avisar',
  back: 'Volver',
  settings: 'Reservas',
  weekdaysRequired: 'Indica los horarios de los 7 días de la semana',
  tooManyRanges: 'Puedes agregar hasta 6 horarios por día',
  rangeOverlap: 'Los horarios de un día no pueden encimarse',
  rangeUnsorted: 'Ordena los horarios de un día de más temprano a más tarde',
  dateInvalid: 'Usa una fecha válida (AAAA-MM-DD)',
  dayOffOrder: 'La fecha final no puede ser anterior a la inicial',
  tooManyDaysOff: 'Puedes guardar hasta 50 periodos de días no disponibles',
  noteTooLong: 'La nota no puede tener más de 200 caracteres',
  travelRange: `El tiempo de traslado debe ser de ${TRAVEL_MINUTES.min} a ${TRAVEL_MINUTES.max} minutos, en múltiplos de 5`,
  maxPerDayRange: `El máximo de servicios por día debe ser de 1 a ${MAX_SERVICES_PER_DAY}`,
  // The wizard's 'Fecha y hora'.
  dateTime: 'Fecha y hora',
  noFreeTimes: 'Sin horarios libres',
  slotTaken: 'Ese horario ya no está disponible. Elige otro.',
  instantBooked: 'Tu servicio quedó programado.',
} as const;
