export const BRAND = {
  name: 'LimpiaHogar',
  tagline: 'Servicios de limpieza y del hogar en México',
} as const;
