// Labels repeated across the marketing pages.
export const ctaLabels = {
  start: 'Empezar Ahora',
  book: 'Reservar Ahora',
  seeServices: 'Ver servicios',
  signUpProvider: 'Registrarme como proveedor',
  contactUs: 'Contáctanos',
  readArticle: 'Leer artículo',
} as const;

export const priceLabels = {
  from: 'Desde',
  perMonth: '/mes',
  currencyNote:
    'Precios en pesos mexicanos (MXN). El precio final lo acuerdas con tu proveedor antes del servicio.',
} as const;
