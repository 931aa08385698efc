export const BRAND = {
  name: 'LimpiaHogar',
  tagline: 'Servicios de limpieza y del hogar en México',
  supportHours: 'Lun-Vie 9:00-18:00, Sáb 9:00-14:00, Dom cerrado',
} as const;
