// How a service's contact reads wherever the chosen provider sees it (card, e-mail, calendar file): a few
// words of their own, so that the service cards need not carry the address form's texts.

/** How a service's contact is labelled wherever the chosen provider reads it: card, e-mail, calendar file. */
export const contactLabels = {
  customer: 'Cliente',
  fullName: 'Nombre',
  address: 'Dirección',
  references: 'Referencias',
  directions: 'Cómo llegar',
  phone: 'Teléfono',
  /** How the address is written on one line: 'Int.' before the interior. */
  interiorPrefix: 'Int.',
} as const;
