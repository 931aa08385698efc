// The place search both panels and the booking wizard use, and how a chosen place is labelled.
// In a file of their own so that /reservar need not carry every text.
export const placesUi = {
  search: 'Dirección, colonia o ciudad',
  searchPlaceholder: 'Por ejemplo: Coyoacán',
  searchHint: 'Escribe al menos 2 letras y elige un lugar de la lista. Solo lugares en México.',
  searching: 'Buscando...',
  results: '{count} sugerencias. Usa las flechas arriba y abajo para elegir.',
  noResults: 'No encontramos lugares con ese nombre.',
  searchFailed: 'No pudimos buscar lugares. Intenta de nuevo.',
  chosen: 'Ubicación elegida',
  googleAttribution: 'Direcciones con tecnología de Google',
  approximateArea: 'Zona aproximada',
} as const;
