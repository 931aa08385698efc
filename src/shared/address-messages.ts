// The exact address and contact phone (request, booking, accepting an offer, Perfil). Apart from messages.ts,
// which re-exports them, so that the forms that ask for them need not carry every text.

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
