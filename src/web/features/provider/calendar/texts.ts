// Calendario: the agenda and the month.
export const calendarUi = {
  views: 'Vista del calendario',
  agenda: 'Agenda',
  month: 'Mes',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  caption: 'Tus servicios en {month}',
  weekdays: [
    ['lun', 'lunes'],
    ['mar', 'martes'],
    ['mié', 'miércoles'],
    ['jue', 'jueves'],
    ['vie', 'viernes'],
    ['sáb', 'sábado'],
    ['dom', 'domingo'],
  ],
  noServices: 'sin servicios',
  oneService: '1 servicio',
  services: '{count} servicios',
  unavailable: 'fuera de tu disponibilidad',
  legend:
    'Los días sombreados están fuera de tu disponibilidad semanal. Elige un día para ver sus servicios.',
  dayEmpty: 'No tienes servicios este día.',
} as const;
