import { BATHROOMS, BEDROOMS } from './domain/estimate';

// The texts of the 'Cotizador' (issue 29): the fields of the wizard and of the new request, the estimate shown
// under them, and what the schema says of a wrong answer. The choices' own labels are in catalog.ts.
export const estimateMessages = {
  title: 'Cotizador',
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
  /** A service not estimated from a home: how many hours. */
  hours: 'Duración del servicio',
  hoursRange: 'Elige de 1 a 12 horas, en medias horas',
  lengthRequired: 'Indica cómo es tu hogar o cuántas horas necesitas',
  lengthWrongKind: 'Para este servicio indica cómo es tu hogar; para los demás, cuántas horas necesitas',
  /** The wizard's provider card: '$270 – $315' for the estimate. */
  priceForEstimate: 'Total estimado',
  /** Under the price per hour: '$90 por hora'. */
  perHour: '{price} por hora',
} as const;
