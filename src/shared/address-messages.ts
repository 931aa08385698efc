// The exact address and contact phone (request, booking, accepting an offer, Perfil). In a file of
// their own, as every area's texts are, so that the forms that ask for them need not carry every text.

export const addressMessages = {
  legend: 'Dirección exacta y teléfono',
  street: 'Calle y número',
  interior: 'Número interior (opcional)',
  colonia: 'Colonia',
  references: 'Entre calles / referencias (opcional)',
  phone: 'Teléfono de contacto',
  phoneHint: '10 dígitos. Sólo lo verá el proveedor que contrates.',
  privacyNote: 'Tu dirección exacta y tu teléfono sólo los verá el proveedor que contrates.',
  streetRequired: 'Escribe la calle y el número',
  streetTooShort: 'Escribe la calle y el número (al menos 3 caracteres)',
  streetTooLong: 'La calle y el número no pueden tener más de 120 caracteres',
  interiorTooLong: 'El número interior no puede tener más de 20 caracteres',
  coloniaRequired: 'Escribe la colonia',
  coloniaTooLong: 'La colonia no puede tener más de 80 caracteres',
  referencesTooLong: 'Las referencias no pueden tener más de 200 caracteres',
  phoneInvalid: 'Escribe un teléfono de 10 dígitos, por ejemplo 55 1234 5678',
  /** Accepting an offer on a request published without them (400 CONTACT_REQUIRED). */
  contactRequired: 'Escribe la dirección exacta y el teléfono para que tu proveedor pueda llegar.',
} as const;

/** To the provider who accepted a direct booking: where to go and whom to call, now that it is agreed. */
export const bookingConfirmedEmail = {
  subject: 'Confirmaste la reserva: {title}',
  intro:
    'Confirmaste esta reserva. Aquí tienes el nombre del cliente, la dirección exacta con cómo llegar y su teléfono; también están en tu calendario.',
  action: 'Ver mi calendario',
} as const;

/**
 * A service still ahead whose address or phone is missing or wrong: its customer adds or corrects them from the
 * service card (shared/domain/service-contact.ts says until when).
 */
export const serviceContactMessages = {
  add: 'Agregar dirección y teléfono',
  correct: 'Corregir dirección y teléfono',
  /** The buttons' accessible names, one card among several: '{title}' is the service's. */
  addFor: 'Agregar dirección y teléfono: {title}',
  correctFor: 'Corregir dirección y teléfono: {title}',
  missing: 'Tu proveedor necesita la dirección exacta y un teléfono para llegar. Agrégalos aquí.',
  addTitle: 'Agrega la dirección y el teléfono: {title}',
  correctTitle: 'Corrige la dirección y el teléfono: {title}',
  toConfirmed: 'Se los enviaremos a tu proveedor de inmediato, por correo y en su calendario.',
  toPending: 'Tu proveedor los verá en cuanto acepte la reserva.',
  saveToProfile: 'Guardar también en mi perfil',
  save: 'Guardar dirección',
  saved: 'Dirección guardada',
  savedConfirmed: 'Se la enviamos a tu proveedor.',
  savedPending: 'Tu proveedor la verá al aceptar la reserva.',
  failed: 'No se pudo guardar la dirección. Por favor intenta de nuevo.',
  /** 409s of PUT /api/services/:id/contact. */
  refusals: {
    wrong_status: 'Este servicio ya no está programado: su dirección ya no se puede cambiar.',
    already_started: 'El servicio ya comenzó: si hace falta, llama a tu proveedor.',
    correction_closed:
      'Faltan menos de {hours} horas para el servicio: para cambiar la dirección, llama a tu proveedor.',
  },
} as const;

/** To the provider of a confirmed service whose customer added or corrected its address or phone. */
export const contactUpdatedEmail = {
  subject: 'Dirección actualizada: {title}',
  intro:
    'El cliente actualizó la dirección o el teléfono de este servicio. Aquí tienes los datos nuevos, con cómo llegar; también están en tu calendario.',
  action: 'Ver mi calendario',
} as const;
