import { text } from 'drizzle-orm/pg-core';

/**
 * The exact address ('Calle y número', then the other parts) and the phone a request and its service carry for
 * the chosen provider only: other providers see the place alone. The service copies them when it is agreed.
 */
export const exactContactColumns = () => ({
  address: text('address'),
  addressInterior: text('address_interior'),
  addressColonia: text('address_colonia'),
  addressReferences: text('address_references'),
  contactPhone: text('contact_phone'),
});

/** The same columns emptied: an erased account, or a service made to look older than the exact address. */
export const NO_EXACT_CONTACT = {
  address: null,
  addressInterior: null,
  addressColonia: null,
  addressReferences: null,
  contactPhone: null,
} as const;
