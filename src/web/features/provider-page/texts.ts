// A provider's public page.
export const providerPageUi = {
  verifiedHint:
    'LimpiaHogar revisó su identificación oficial y su comprobante de domicilio, y su plan incluye la insignia de proveedor verificado.',
  identityVerifiedHint: 'LimpiaHogar revisó su identificación oficial y su comprobante de domicilio.',
  /** `{date}`: the end of their grace period, es-MX long date and time. */
  verificationPendingHint:
    'Ya ofrecía servicios en LimpiaHogar cuando empezamos a pedir la verificación. Aún no aprobamos su identificación oficial ni su comprobante de domicilio; tiene hasta el {date} para completarla.',
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
