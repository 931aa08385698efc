/**
 * How services are paid, as the pages built ahead of time say it (FAQ, Términos, Cómo Funciona, Para Proveedores):
 * they cannot know whether this server takes cards, which GET /api/config tells the forms. Kept here, out of
 * shared/company.ts, so that the panels' first views do not carry it.
 */
export const PAYMENT_METHODS_SUMMARY =
  'en efectivo o por transferencia, y con tarjeta cuando el pago en línea está disponible';
