// The exact address and contact phone (request, booking, accepting an offer, Perfil) and the person's name
// (sign-up, Perfil, the one-time question). Apart from messages.ts, which re-exports them, so that the forms
// that ask for them need not carry every text.

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
  /** Accepting an offer on a request published without them (the API answers 422 with the fields). */
  contactRequired: 'Escribe la dirección exacta y el teléfono para que tu proveedor pueda llegar.',
  /** How the address is written on one line: the interior, then the colonia. */
  interiorPrefix: 'Int.',
  coloniaPrefix: 'Col.',
} as const;

export const nameMessages = {
  fullName: 'Nombre completo',
  fullNameHint: 'Así te verán los proveedores y clientes: tu nombre y la inicial de tu apellido.',
  tooShort: 'El nombre debe tener al menos 2 caracteres',
  tooLong: 'El nombre no puede tener más de 80 caracteres',
  invalid: 'Usa sólo letras, espacios, apóstrofos y guiones',
  askTitle: 'Cuéntanos cómo te llamas',
  askDescription:
    'Antes de continuar, escribe tu nombre completo. Quien te atienda verá tu nombre y la inicial de tu apellido; tu nombre completo sólo lo verá el proveedor que contrates.',
  askSave: 'Guardar y continuar',
  askFailed: 'No pudimos guardar tu nombre. Por favor intenta de nuevo.',
  /** The panels' greeting: `{name}` is the first name. */
  greeting: 'Hola, {name}.',
} as const;

/** How a service's contact is labelled wherever the chosen provider reads it: card, e-mail, calendar file. */
export const contactLabels = {
  customer: 'Cliente',
  fullName: 'Nombre',
  address: 'Dirección',
  references: 'Referencias',
  directions: 'Cómo llegar',
  phone: 'Teléfono',
} as const;
