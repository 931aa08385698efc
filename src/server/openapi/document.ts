import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorOut } from '#server/plugins/errors';
import { errorAnswers, guardOf, type ErrorAnswers } from './answers';

const ERROR_ENVELOPE = 'ErrorEnvelope';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported body',
  422: 'Unprocessable',
  429: 'Too many attempts',
  500: 'Unexpected failure',
  503: 'Database unavailable',
};

const SUCCESS_TEXT: Record<string, string> = { 200: 'OK.', 201: 'Created.' };

const location = {
  Location: { type: 'string', description: 'Where the browser goes next: a page of this site.' },
};

// A success without a description of its own would read "Default Response"; a redirect has no body (`type: null`
// tells @fastify/swagger so) but a Location.
function described(status: string, answer: unknown) {
  const json = answer as { description?: string; content?: unknown; type?: string };
  if (status.startsWith('3'))
    return { type: 'null', description: json.description ?? 'Redirect.', headers: location };
  if (json.content || json.type === 'null') return answer;
  return {
    description: json.description ?? SUCCESS_TEXT[status] ?? 'Success.',
    content: { 'application/json': { schema: answer } },
  };
}

const retryAfter = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
};

/** One documented error status: each code in backticks with when it is given, and the one envelope. */
function errorResponse(status: number, codes: ErrorAnswers[number]) {
  const lines = Object.entries(codes).map(([code, when]) => `- \`${code}\`: ${when}.`);
  return {
    description: [`${STATUS_TEXT[status] ?? 'Error'}. \`error.code\` is one of:`, ...lines].join('\n'),
    ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
  };
}

/** The tag of the versioned API for providers' own systems (modules/api-v1); the rest are tagged by path. */
export const API_V1_TAG = 'API v1';

function securityOf(route: RouteOptions) {
  if (route.config?.apiScope) return [{ apiKey: [] }];
  if (guardOf(route) || route.config?.session === 'required') return [{ session: [] }];
  if (route.config?.session === 'optional') return [{}, { session: [] }];
  // The two-factor step of a sign-in takes the half-way cookie; enrolment confirms with the session.
  if (route.config?.session === 'two-factor') return [{ session: [] }, { twoFactor: [] }];
  return undefined;
}

/**
 * The swagger transform: zod schemas to JSON schema (fastify-type-provider-zod), then every error answer the
 * operation can give (answers.ts), its session requirement, and a tag from its path.
 */
export function documentRoute(serverBodyLimit: number): SwaggerTransform {
  return (document) => {
    const { route, url } = document;
    if (!url.startsWith('/api/') || document.schema?.hide) return jsonSchemaTransform(document);
    const transformed = jsonSchemaTransform({ ...document, schema: document.schema ?? {} });
    const schema = { ...transformed.schema } as Record<string, unknown>;
    const response: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(schema.response ?? {}))
      response[status] = described(status, answer);
    for (const [status, codes] of Object.entries(errorAnswers(route, serverBodyLimit))) {
      response[status] = errorResponse(Number(status), codes);
    }
    schema.response = response;
    schema.tags = [url.startsWith('/api/v1/') ? API_V1_TAG : url.split('/')[2]!.replace(/\.json$/, '')];
    const security = securityOf(route);
    if (security) schema.security = security;
    return { ...transformed, schema };
  };
}

export interface CookieNames {
  session: string;
  twoFactor: string;
}

export function securitySchemes(names: CookieNames) {
  return {
    session: {
      type: 'apiKey' as const,
      in: 'cookie',
      name: names.session,
      description:
        'The HttpOnly session cookie set by sign-up, sign-in and the two-factor step. better-auth names it ' +
        '`better-auth.session_token`, or `__Secure-better-auth.session_token` when the site is served over ' +
        `https; this server reads \`${names.session}\`. Only the ${API_V1_TAG} operations take a bearer token.`,
    },
    apiKey: {
      type: 'http' as const,
      scheme: 'bearer',
      description:
        'A personal API key of a provider on the Empresarial plan, created in Configuración › Claves de API and ' +
        'sent as `Authorization: Bearer lh_live_…`. Each key has scopes; it stops working when revoked or when ' +
        'the plan in force is no longer Empresarial, and works again if that plan returns. Guide: docs/api.md.',
    },
    twoFactor: {
      type: 'apiKey' as const,
      in: 'cookie',
      name: names.twoFactor,
      description:
        'Set by a sign-in whose account has two-factor authentication, in place of the session, until a TOTP ' +
        'or backup code is verified.',
    },
  };
}

/** The session cookies as this server's better-auth names them, and the envelope every error answer uses. */
export function documentObject(cookieNames: () => CookieNames): SwaggerTransformObject {
  return (document) => {
    if (!('openapiObject' in document)) return document.swaggerObject;
    const { openapiObject } = document;
    const components = openapiObject.components ?? {};
    return {
      ...openapiObject,
      components: {
        ...components,
        securitySchemes: securitySchemes(cookieNames()),
        schemas: {
          ...components.schemas,
          [ERROR_ENVELOPE]: z.toJSONSchema(errorOut, { target: 'openapi-3.0' }),
        },
      },
    } as ReturnType<SwaggerTransformObject>;
  };
}
