import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { es } from 'zod/locales';
import { apiMessages } from '#shared/common-messages';
import { isDatabaseUnavailable, isExclusionViolation, isUnstorableText } from '#server/db/errors';
import { scheduleMessages } from '#shared/schedule-messages';
import { DomainError, type DomainErrorKind } from '#server/domain/errors';

// Schemas name their own Spanish messages; this covers what zod writes itself (a wrong type, an array for
// an object), which only a hand-made request can trigger, so the whole envelope stays in Spanish.
z.config(es());

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export const errorOut = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/**
 * An answer in HTTP's own terms (a status, headers), for the HTTP layer alone: plugins and route files. Services
 * throw a DomainError instead (domain/errors.ts); src/server/clock-and-errors.test.ts keeps it so.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

// The one place a domain refusal becomes an HTTP status.
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  too_large: 413,
  unreadable: 415,
  // The gateway's fault, not this server's: 502, as a proxy says of the server behind it.
  unavailable: 502,
};

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const byStatus: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', apiMessages.badRequest],
  401: ['UNAUTHORIZED', apiMessages.unauthorized],
  403: ['FORBIDDEN', apiMessages.forbidden],
  404: ['NOT_FOUND', apiMessages.notFound],
  405: ['METHOD_NOT_ALLOWED', apiMessages.methodNotAllowed],
  406: ['BAD_REQUEST', apiMessages.badRequest],
  413: ['PAYLOAD_TOO_LARGE', apiMessages.payloadTooLarge],
  415: ['BAD_REQUEST', apiMessages.badRequest],
  429: ['RATE_LIMITED', apiMessages.rateLimited],
  503: ['UNAVAILABLE', apiMessages.unavailable],
};

export function envelopeForStatus(status: number): ErrorBody {
  const [code, message] =
    byStatus[status] ?? (status >= 500 ? ['INTERNAL', apiMessages.internal] : byStatus[400]!);
  return errorBody(code, message);
}

// First message per field, keyed by the dotted path the form uses.
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[] | string; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path)
      ? issue.path.map(String).join('.')
      : String(issue.path).replace(/^\//, '').replaceAll('/', '.');
    fields[key || '_'] ??= issue.message;
  }
  return fields;
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(STATUS_OF_KIND[error.kind]).send(errorBody(error.code, error.message, error.fields));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that cannot name anything (a malformed or over-long id, an unknown service) is not found, as an
      // unknown id is; mistakes in a body or a query are the client's to fix field by field.
      if (error.validationContext === 'params') return reply.code(404).send(envelopeForStatus(404));
      const fields = fieldErrors(
        error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? '' })),
      );
      return reply.code(400).send(errorBody('VALIDATION', apiMessages.validation, fields));
    }
    // Text the database cannot store (a NUL character) is bad input, not a server fault.
    if (isUnstorableText(error)) {
      request.log.info({ code: 'UNSTORABLE_TEXT' }, 'text the database cannot store');
      return reply.code(400).send(envelopeForStatus(400));
    }
    // The database refused a service holding a time another one of the provider holds (a booking, an accepted
    // offer, more time): someone took it first, whatever the route checked before writing.
    if (isExclusionViolation(error)) {
      request.log.info({ code: 'SLOT_TAKEN' }, 'time already taken');
      return reply.code(409).send(errorBody('SLOT_TAKEN', scheduleMessages.slotTaken));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(envelopeForStatus(503));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && !isResponseSerializationError(error)
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, error.message);
    return reply.code(status).send(envelopeForStatus(status));
  });
});
