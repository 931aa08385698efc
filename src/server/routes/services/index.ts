import type { FastifyInstance } from 'fastify';
import actionRoutes from './actions';
import alternativeRoutes from './alternatives';
import calendarRoutes from './calendar';
import cardPaymentRoutes from './card-payment';
import contactRoutes from './contact';
import extraTimeRoutes from './extra-time';
import invoiceRequestRoutes from './invoice-request';
import onlinePaymentRoutes from './online-payment';
import paymentMethodRoutes from './payment-method';
import providerRoutes from './providers';
import reviewRoutes from './review';
import type { ServiceRoutesOptions } from './options';

/**
 * Every `/api/services/:serviceId/…` route, one file per concern, so what a service page can ask of the API is
 * read in one folder. The handlers keep to HTTP (schemas, guards, status codes); the rules they call live in
 * the modules: jobs (steps, contact, calendar), reviews, fiscal, payments and bookings.
 */
export default async function serviceRoutes(
  app: FastifyInstance,
  { db, cardGateway, mercadoPago }: ServiceRoutesOptions,
) {
  await app.register(actionRoutes, { db });
  await app.register(contactRoutes, { db });
  await app.register(extraTimeRoutes, { db });
  await app.register(calendarRoutes, { db });
  await app.register(reviewRoutes, { db });
  await app.register(invoiceRequestRoutes, { db });
  await app.register(paymentMethodRoutes, { db, cardGateway });
  await app.register(cardPaymentRoutes, { db, cardGateway, mercadoPago });
  await app.register(onlinePaymentRoutes, { db, cardGateway });
  await app.register(providerRoutes, { db });
  await app.register(alternativeRoutes, { db, cardGateway });
}
