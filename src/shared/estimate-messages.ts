import { BATHROOMS, BEDROOMS } from './domain/estimate';

// The texts of the 'Cotizador' (issue 29): the fields of the wizard and of the new request, the estimate shown
// under them, and what the schema says of a wrong answer. The choices' own labels are in catalog.ts.
export const estimateMessages = {
  bedrooms: 'Recámaras',
  bathrooms: 'Baños',
  cleaningType: 'Tipo de limpieza',
  extras: 'Extras',
  pets: 'Mascotas',
  /** `{hours}`: '3 – 3.5 h' (estimate-labels.ts). */
  duration: 'Duración estimada: {hours}',
  bedroomsRange: `Indica de ${BEDROOMS.min} a ${BEDROOMS.max} recámaras`,
  bathroomsRange: `Indica de ${BATHROOMS.min} a ${BATHROOMS.max} baños`,
  cleaningTypeRequired: 'Elige el tipo de limpieza',
  extraInvalid: 'Elige los extras de la lista',
  extraRepeated: 'Cada extra puede elegirse una sola vez',
} as const;
