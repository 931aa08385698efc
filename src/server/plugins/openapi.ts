import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { BRAND } from '#shared/brand';
import {
  API_V1_TAG,
  documentObject,
  documentRoute,
  securitySchemes,
  type CookieNames,
} from '#server/openapi/document';

const DEFAULT_COOKIES: CookieNames = {
  session: 'better-auth.session_token',
  twoFactor: 'better-auth.two_factor',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The cookies better-auth reads on this server (set by the auth plugin, which learns them at start-up). */
    authCookieNames?: CookieNames;
  }
}

// The OpenAPI document is generated from the same zod schemas that validate requests and responses, plus the
// error answers each route's shape implies (openapi/answers.ts).
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${BRAND.name} API`,
        version: '1.0.0',
        description:
          'Every error answers `{ error: { code, message, fields? } }` with a Spanish `message`. A method a path ' +
          'does not have answers 405 with `Allow`; a path that does not exist, 404.',
      },
      components: { securitySchemes: securitySchemes(DEFAULT_COOKIES) },
      tags: [
        {
          name: API_V1_TAG,
          description:
            'The versioned API for an Empresarial provider’s own systems: their services and calendar, nearby ' +
            'requests, offers (read and send), earnings and reviews, always their own. An API key in ' +
            '`Authorization: Bearer …` (security scheme `apiKey`), never a session cookie; 60 requests a ' +
            'minute per key by default (API_RATE_LIMIT_PER_MINUTE). Guide with a curl example per operation: docs/api.md.',
        },
      ],
    },
    transform: documentRoute(app.initialConfig.bodyLimit ?? 1024 * 1024),
    transformObject: documentObject(() => app.authCookieNames ?? DEFAULT_COOKIES),
  });
  app.get(
    '/api/openapi.json',
    {
      schema: {
        description: 'This document.',
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
      config: { database: false },
    },
    async () => app.swagger(),
  );
});
