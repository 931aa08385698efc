import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiKeyInput,
  apiKeyParams,
  apiKeyResponse,
  apiKeysOut,
  createdApiKeyOut,
} from '#shared/schemas/api-keys';
import type { Database } from '#server/db/client';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

// 'Claves de API' in Configuración: the provider's own session manages the keys; the keys themselves work only
// on /api/v1 (modules/api-v1).
export default async function apiKeyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = app.requireRole('provider');

  routes.get(
    '/api/provider/api-keys',
    { schema: { response: { 200: apiKeysOut } }, preValidation },
    async (request) => listApiKeys(db, request.user!.id, app.clock.now()),
  );

  // The only answer that carries the key itself: the database keeps its SHA-256.
  routes.post(
    '/api/provider/api-keys',
    {
      schema: { body: apiKeyInput, response: { 201: createdApiKeyOut } },
      config: {
        errors: {
          403: { PLAN_REQUIRED: 'the provider’s plan in force is not Empresarial' },
          409: { TOO_MANY_KEYS: 'the provider already has 10 keys not revoked' },
        },
      },
      preValidation,
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(db, request.user!.id, request.body, app.clock.now())),
  );

  // 'Revocar': 200 also for a key already revoked, so a double click does it once.
  routes.post(
    '/api/provider/api-keys/:id/revoke',
    {
      schema: { params: apiKeyParams, response: { 200: apiKeyResponse } },
      config: { errors: { 404: { NOT_FOUND: 'no key with this id belongs to this provider' } } },
      preValidation,
    },
    async (request) => ({
      key: await revokeApiKey(db, request.user!.id, request.params.id, app.clock.now()),
    }),
  );
}
