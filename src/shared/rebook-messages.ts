// 'Otros proveedores disponibles' (issue 29): what a customer sees under a booking its provider declined or left
// unanswered, and what the server says when it can no longer be booked again.
export const rebookMessages = {
  title: 'Otros proveedores disponibles',
  hint: 'Están libres a la misma hora y atienden tu domicilio. Reserva con un clic, con los mismos datos.',
  book: 'Reservar con {name}',
  booked: 'Reservaste con {name}. Te avisaremos cuando responda.',
  none: 'No encontramos otros proveedores libres a esa hora. Puedes hacer una nueva reserva para otro horario.',
  closed: 'Esta reserva ya no puede repetirse con otro proveedor: elige un nuevo horario en Reservar.',
} as const;
