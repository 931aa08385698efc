// A provider's public page.
export const providerPageUi = {
  verified: 'Proveedor verificado',
  verifiedHint: 'Plan Premium o Empresarial: identidad y datos de contacto revisados por LimpiaHogar.',
  zone: 'Zona',
  servicesTitle: 'Servicios y precios',
  noServices: 'Este proveedor aún no publica precios; puedes publicar una solicitud y recibir su propuesta.',
  book: 'Reservar',
  bookLabel: 'Reservar {service} con {name}',
  reviewsTitle: 'Reseñas de clientes',
  noReviews: 'Aún no tiene reseñas publicadas.',
  reviewBy: '{name} · {date}',
  reply: 'Respuesta de {name}',
  loadFailed: 'No se pudo cargar la página del proveedor.',
} as const;
