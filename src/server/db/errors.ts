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

/** True when PostgreSQL refused a text value it cannot encode, such as one holding a NUL character. */
export function isUnstorableText(error: unknown): boolean {
  return hasCode(error, ['22021', '22P05']);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
