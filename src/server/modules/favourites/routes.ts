import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookAgainOut,
  bookAgainParams,
  favouriteParams,
  favouritesOut,
  favouriteStateOut,
} from '#shared/schemas/favourites';
import type { Database } from '#server/db/client';
import { bookAgain } from './book-again';
import { listFavourites, removeFavourite, saveFavourite } from './service';

// 'Favoritos' (issue 30): a customer's saved providers. Both writes are idempotent (PUT and DELETE of the pair),
// so a double click or a retried request changes nothing more.
export default async function favouriteRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = app.requireRole('client');

  routes.get(
    '/api/favourites',
    { schema: { response: { 200: favouritesOut } }, preValidation },
    async (request) => listFavourites(db, request.user!.id, app.clock.now()),
  );

  routes.put(
    '/api/favourites/:providerId',
    {
      schema: { params: favouriteParams, response: { 200: favouriteStateOut } },
      config: { errors: { 404: { NOT_FOUND: 'no provider with this id is on the marketplace now' } } },
      preValidation,
    },
    async (request) => {
      await app.limitPerAccount(request, app.limits.favourite, request.user!.id);
      return saveFavourite(db, request.user!.id, request.params.providerId, app.clock.now());
    },
  );

  routes.delete(
    '/api/favourites/:providerId',
    {
      schema: { params: favouriteParams, response: { 200: favouriteStateOut } },
      config: { errors: { 404: { NOT_FOUND: 'no provider account has this id' } } },
      preValidation,
    },
    async (request) => {
      await app.limitPerAccount(request, app.limits.favourite, request.user!.id);
      return removeFavourite(db, request.user!.id, request.params.providerId);
    },
  );

  // 'Volver a reservar' in Historial: the wizard reads the completed service to fill itself in.
  routes.get(
    '/api/services/:serviceId/book-again',
    {
      schema: { params: bookAgainParams, response: { 200: bookAgainOut } },
      config: { errors: { 404: { NOT_FOUND: 'no completed service with this id is this customer’s' } } },
      preValidation,
    },
    async (request) => ({
      bookAgain: await bookAgain(db, request.user!.id, request.params.serviceId, app.clock.now()),
    }),
  );
}
