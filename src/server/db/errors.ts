function hasCode(error: unknown, codes: readonly string[]): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current;) {
    if (current.code && codes.includes(current.code)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** True when the error (or the driver error it wraps) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, ['23505']);
}

/**
 * True when PostgreSQL's exclusion_violation refused a row: two of a provider's pending or confirmed services
 * holding the same time (jobs_no_overlap, migration 0036).
 */
export function isExclusionViolation(error: unknown): boolean {
  return hasCode(error, ['23P01']);
}

/** True when PostgreSQL refused a text value it cannot encode, such as one holding a NUL character. */
export function isUnstorableText(error: unknown): boolean {
  return hasCode(error, ['22021', '22P05']);
}

// Connection class (08xxx), shutdown (57P01 admin, 57P02 crash, 57P03 cannot connect now) and socket errors.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
// node-postgres's own words for a connection that broke: its socket ended, a connect that timed out, and a client
// whose connection failed or closed while a query waited for it (seen when PostgreSQL stops mid-transaction).
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** True when the error (or one it wraps) says the database could not be reached, rather than refused a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; current;) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (unavailableMessages.some((text) => message.includes(text))) return true;
    current = current.cause as typeof current;
  }
  return false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
