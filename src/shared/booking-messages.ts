// The booking wizard's texts: SPEC §5 (booking) plus the rules the server adds for a direct booking.
// In a file of their own so that /reservar need not carry every text; the two checks other forms share are
// written here and read from here by the provider's and the requests' texts.
export const bookingMessages = {
  serviceRequired: 'Por favor selecciona un servicio',
  providerRequired: 'Por favor selecciona un proveedor',
  dateRequired: 'Por favor selecciona una fecha',
  timeRequired: 'Por favor selecciona una hora',
  timeSkipped: 'Esa hora no existe ese día por el cambio de horario. Elige otra hora.',
  dateInPast: 'La fecha debe ser posterior al momento actual',
  notesTooLong: 'Las notas no pueden tener más de 1000 caracteres',
  locationRequired: 'Por favor selecciona una ubicación',
  providerUnavailable: 'Este proveedor ya no está disponible para este servicio. Elige otro.',
  outsideArea: 'Esta dirección está fuera de la zona de servicio de este proveedor. Elige otro proveedor.',
  providersLoadFailed: 'No pudimos cargar los proveedores. Intenta de nuevo.',
  nearbyPlaceInvalid: 'Para ordenar por cercanía indica la latitud y la longitud de un lugar en México.',
  /** The free times are read on the place's clock: without a place in Mexico there is none. */
  freeTimesPlaceInvalid:
    'Para ver los horarios libres indica la latitud y la longitud de un lugar en México.',
  createFailed: 'No se pudo enviar la reserva. Por favor intenta de nuevo.',
  createdTitle: 'Reserva enviada',
  createdBody: 'El proveedor recibió tu reserva y te enviará su confirmación.',
  clientOnly: 'Las reservas se hacen con una cuenta de cliente.',
} as const;
