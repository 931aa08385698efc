// What a service refuses, in the domain's own terms; the HTTP layer (plugins/errors.ts) maps each kind to a
// status code. A service never names an HTTP status.

export type DomainErrorKind = 'invalid' | 'not_found' | 'forbidden' | 'conflict';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    /** A stable code clients can act on, e.g. `REQUEST_NOT_OPEN`. */
    readonly code: string,
    /** The Spanish sentence the person reads. */
    message: string,
    /** For input refused: the Spanish message under each field it concerns. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * The input is well formed but cannot be taken as it is (a provider no longer bookable, a place outside their
 * area); `fields` says which field and why, as a validation error does.
 */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
}

/** Nothing with that id exists for this person (also when it exists but is someone else's). */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** This person may not do this, whatever the state of things. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** Allowed in general, but not in the current state (a status, a date, a limit, a race lost). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
};
