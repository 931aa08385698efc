// What a service refuses, in the domain's own terms; the HTTP layer (plugins/errors.ts) maps each kind to a
// status code. A service never names an HTTP status.

export type DomainErrorKind =
  'invalid' | 'not_found' | 'forbidden' | 'conflict' | 'too_large' | 'unreadable' | 'unavailable';

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

/** A file bigger than it may be: an image whose header declares more pixels than are ever decoded. */
export class TooLargeError extends DomainError {
  readonly kind = 'too_large';
}

/** Bytes that are not what they claim to be: not a readable image or document. */
export class UnreadableError extends DomainError {
  readonly kind = 'unreadable';
}

/** Someone this depends on did not answer (a payment gateway): nothing was done, and trying later may work. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
