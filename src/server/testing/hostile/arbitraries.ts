import fc from 'fast-check';

export const SQL_INJECTION = [
  "'; drop table profiles; --",
  "' or 1=1 --",
  "'); delete from service_requests; --",
  '" or ""="',
  "1' union select password from accounts --",
  '$$; drop table users; $$',
] as const;

export const SCRIPT_INJECTION = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '</script><script>alert(document.cookie)</script>',
] as const;

/** Text a form would never send but a person or a script might: RTL, emoji, look-alikes, control characters. */
export const ODD_TEXT = [
  'مرحبا، أريد تنظيف المنزل',
  '\u202Egnp.exe\u202C',
  '👩‍👩‍👧‍👦🧹✨🏠',
  'Ñandú Pérez Güemes',
  '𝕷𝖎𝖒𝖕𝖎𝖊𝖟𝖆',
  'a\u0000b',
  '\u0000',
  '\uFEFFinicio',
  'Zalgo Z̷̢̛a̸͎͝l̵̢̛g̷̨̛o̵͔͝',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nSet-Cookie: x=1',
  '${jndi:ldap://x}',
  '__proto__',
] as const;

export const NAN_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '1_000',
  ' 12 ',
  '',
  'null',
  'true',
] as const;

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_INJECTION, ...SCRIPT_INJECTION, ...ODD_TEXT, ...NAN_LIKE),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(fc.constantFrom(...SQL_INJECTION, ...SCRIPT_INJECTION, ...ODD_TEXT), fc.string({ unit: 'binary' }))
    .map(([attack, noise]) => `${noise}${attack}${noise}`),
);

export const hugeText = fc.constantFrom('x'.repeat(100_000), '🧹'.repeat(25_000), 'ñ'.repeat(60_000));

/** Numbers past every range the schemas allow; NaN and ±Infinity travel as null in JSON. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.double(),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -1, 0, -0, 1e-300, 0.1 + 0.2, 0.004),
);

export function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

export const deepValue = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean())
  .map(([depth, asArray]) => nested(depth, asArray));

/** What goes over the wire: the JSON text's parsed form (undefined dropped, NaN to null). */
export function overTheWire(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
}

export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.anything().map(overTheWire),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);

/** A value of any wrong (or sometimes right) type for one field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], { $gt: '' }) },
);

/** An object with exactly these keys, each holding any value (a key may be left out). */
export function sameKeysAnyTypes(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(...keys.map(() => fc.option(hostileValue, { nil: undefined })))
    .map((values) =>
      Object.fromEntries(keys.flatMap((key, i) => (values[i] === undefined ? [] : [[key, values[i]]]))),
    );
}

/** Paths of every leaf of a valid body, e.g. ['location', 'lat']; arrays and empty bodies are replaced whole. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
  if (!entries.length) return [prefix];
  return entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

export function withValueAt(body: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...(body as Record<string, unknown>) };
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

const UUID_ALPHABET = [...'0123456789abcdef-'];

const cursorInstant = fc.oneof(
  // Milliseconds and microseconds of this century, as the lists' instants are, most often.
  { weight: 3, arbitrary: fc.bigInt({ min: 10n ** 12n, max: 10n ** 13n - 1n }).map(String) },
  { weight: 2, arbitrary: fc.bigInt({ min: 10n ** 15n, max: 10n ** 16n - 1n }).map(String) },
  fc.bigInt({ min: 0n, max: 999_999_999_999_999_999n }).map(String),
  fc.constantFrom('9'.repeat(19), '-1', '01', '1e3', '0x10', ' 1', 'NaN', ''),
  fc.constantFrom('0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '2026-02-31T00:00:00Z'),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

const cursorId = fc.oneof(
  fc.uuid(),
  // A uuid's length and alphabet, hyphens anywhere: what a loose pattern lets through to the database.
  {
    weight: 4,
    arbitrary: fc.string({ unit: fc.constantFrom(...UUID_ALPHABET), minLength: 36, maxLength: 36 }),
  },
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  fc.uuid().map((id) => `${id}.1`),
  fc.uuid().map((id) => `${id} `),
);

/**
 * A page cursor almost right and wrong in one part, or no cursor at all: the instant too long, negative,
 * padded, an ISO date (years 0 and 10000, a 31st of February), the id of the right length but not a uuid,
 * in capitals, without hyphens, an extra part, spaces.
 */
export const hostileCursor: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        cursorInstant,
        cursorId,
        fc.oneof({ weight: 6, arbitrary: fc.constant('.') }, fc.constantFrom(',', '', '..')),
      )
      .map(([instant, id, separator]) => `${instant}${separator}${id}`),
  },
  fc.bigInt({ min: 1n, max: 2n ** 64n }).map(String),
  hostileText,
);
