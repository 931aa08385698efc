import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, LAST_CURSOR, pageCursorParam, sequenceCursorParam } from './cursor';

const UUID = '0b6a3c7e-2f1d-4c8e-9a55-5d7e1f2a3b4c';
const param = pageCursorParam('mal');
// The largest instant a JavaScript Date holds, in microseconds.
const DATE_MAX_US = 8_640_000_000_000_000_000n;

const cursors = fc.record({
  us: fc.bigInt({ min: 0n, max: LAST_CURSOR.us }),
  id: fc.uuid().map((id) => id.toLowerCase()),
});

describe('the page cursor of every keyset list', () => {
  it('reads back every cursor it writes, and the route schema accepts it', () => {
    fc.assert(
      fc.property(cursors, (cursor) => {
        const text = encodeCursor(cursor);
        expect(decodeCursor(text)).toEqual(cursor);
        expect(param.safeParse(text).success).toBe(true);
      }),
    );
  });

  it('refuses, in the schema and the decoder alike, anything it did not write', () => {
    for (const text of [
      '',
      'ayer',
      `0000000000000.${'-'.repeat(36)}`,
      `1764142200000.${'a'.repeat(36)}`,
      `1764142200000.${UUID.toUpperCase()}`,
      `1764142200000.${UUID.replaceAll('-', '')}`,
      `01.${UUID}`,
      `-1.${UUID}`,
      `1e3.${UUID}`,
      ` 1.${UUID}`,
      `1.${UUID} `,
      `1.${UUID}.1`,
      `1.${UUID}x`,
      `${'9'.repeat(19)}.${UUID}`,
      `1764142200000`,
      UUID,
    ]) {
      expect(decodeCursor(text), text).toBeNull();
      expect(param.safeParse(text).success, text).toBe(false);
    }
  });

  it('names only instants a JavaScript Date and PostgreSQL hold, and ids of a uuid’s shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), cursors.map(encodeCursor), (noise, valid) => {
        for (const text of [noise, `${noise}${valid}`, `${valid}${noise}`]) {
          const cursor = decodeCursor(text);
          expect(param.safeParse(text).success).toBe(cursor !== null);
          if (!cursor) continue;
          expect(cursor.us).toBeLessThan(DATE_MAX_US);
          expect(cursor.id).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/);
          expect(encodeCursor(cursor)).toBe(text);
        }
      }),
    );
  });

  it('reads a sequence number only as the plain digits of a safe integer', () => {
    const before = sequenceCursorParam('mal');
    expect(before.parse('1')).toBe(1);
    expect(before.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    for (const text of [
      '0',
      '-1',
      '01',
      '0x10',
      '1e3',
      ' 12 ',
      '1.5',
      '',
      'NaN',
      '9007199254740992',
      '9'.repeat(17),
    ])
      expect(before.safeParse(text).success, text).toBe(false);
  });
});
