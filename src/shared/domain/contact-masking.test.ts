import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails } from './contact-masking';

const mask = (text: string) => maskContactDetails(text).text;
// A limit for a hung run, not a measure of speed: beside the browser journeys on two busy cores, a hundred
// generated web addresses took over Vitest's default 5 s.
const PROPERTY_LIMIT_MS = 60_000;
// Property runs: a tenth by default, all with PROPERTY_RUNS_SCALE=1 (npm run test:full).
const runs = (full: number) =>
  Math.max(20, Math.round(full * Number(process.env.PROPERTY_RUNS_SCALE ?? 0.1)));

// A Mexican number as people write it: ten digits, perhaps +52 (and the old mobile 1) or 044 before, split into
// groups by one separator each, the area code perhaps in brackets.
const separator = fc.constantFrom('', ' ', '.', '-');
const phone = fc
  .record({
    digits: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
    prefix: fc.constantFrom('', '+52 ', '+52', '52 ', '+52 1 ', '044 ', '045'),
    areaLength: fc.constantFrom(2, 3),
    brackets: fc.boolean(),
    first: separator,
    second: separator,
    spaced: fc.boolean(),
  })
  .map(({ digits, prefix, areaLength, brackets, first, second, spaced }) => {
    if (spaced) return { national: digits.join(''), written: prefix + digits.join(' ') };
    const area = digits.slice(0, areaLength).join('');
    const rest = digits.slice(areaLength);
    const middle = rest.slice(0, rest.length - 4).join('');
    const last = rest.slice(-4).join('');
    const written = `${prefix}${brackets ? `(${area})` : area}${first}${middle}${second}${last}`;
    return { national: digits.join(''), written };
  });

// Words and figures a cleaning conversation is full of, none of them contact details.
const safeWord = fc.oneof(
  fc.constantFrom(
    'Hola',
    '¿traigo',
    'mis',
    'productos?',
    'voy',
    '10',
    'minutos',
    'tarde.',
    'Edificio',
    'B,',
    'depto.',
    '302',
    'las',
    'llaves',
    'están',
    'con',
    'el',
    'portero',
    'Calle 5 de Mayo 123',
    'a las 10:00',
    'el 12/05/2026',
    '$450',
    '$1,500.00',
    '3 h',
    'Sr. López',
    'Hola.Me gustaría',
    'p.m.',
    'WhatsApp',
    '😊',
  ),
  fc.integer({ min: 0, max: 99_999 }).map(String),
);
// Two figures in a row get a word between them, as people write them ('10 y 12'): ten digits in one run are a
// phone whatever they meant (the module says why).
const safeText = fc
  .array(safeWord, { maxLength: 12 })
  .map((words) =>
    words.reduce(
      (text, word) =>
        !text ? word : /\d$/u.test(text) && /^\d/u.test(word) ? `${text} y ${word}` : `${text} ${word}`,
      '',
    ),
  );

describe('maskContactDetails', () => {
  it.each([
    ['Mi cel es 55 1234 5678', `Mi cel es ${MASK}`],
    ['Llámame al +52 1 (55) 1234-5678 por favor', `Llámame al ${MASK} por favor`],
    ['5512345678', MASK],
    ['55.12.34.56.78', MASK],
    ['tel: 333-123-4567.', `tel: ${MASK}.`],
    ['5 5 1 2 3 4 5 6 7 8', MASK],
    ['Escríbeme a ana.perez+casa@gmail.com', `Escríbeme a ${MASK}`],
    ['ana arroba gmail punto com', MASK],
    ['ANA@EJEMPLO.COM.MX', MASK],
    ['https://wa.me/5215512345678', MASK],
    ['mándame mensaje a wa.me/5215512345678 o a', `mándame mensaje a ${MASK} o a`],
    ['api.whatsapp.com/send?phone=525512345678', MASK],
    ['mira www.limpiezas-ana.mx', `mira ${MASK}`],
    ['búscame en limpiezasana.com.mx/precios', `búscame en ${MASK}`],
    // Ten digits in one run are a phone, whatever they meant.
    ['cuartos 1000 10 1000', `cuartos ${MASK}`],
  ])('hides %j', (text, expected) => {
    expect(maskContactDetails(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'Llego a las 10:00, son 3 h y cobro $450.',
    'El 12/05/2026 no puedo; ¿el 13?',
    'Calle 5 de Mayo 123, depto. 302, CP 03100',
    'Hola.Me gustaría saber si traigo la escoba',
    'Son 2 recámaras y 1 baño; $1,500.00 en total',
    'Te escribo por WhatsApp? mejor por aquí 😊',
    '',
  ])('leaves %j as it is', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });

  it(
    'hides every Mexican phone, however it is written, in any conversation',
    () => {
      fc.assert(
        fc.property(safeText, phone, safeText, (before, { national, written }, after) => {
          const { text, masked } = maskContactDetails(`${before} ${written} ${after}`);
          expect(masked).toBe(true);
          expect(text.replace(/\D/gu, '')).not.toContain(national);
        }),
        { numRuns: runs(1_000) },
      );
    },
    PROPERTY_LIMIT_MS,
  );

  it(
    'hides every e-mail address and web address',
    () => {
      fc.assert(
        fc.property(
          safeText,
          fc.oneof(
            fc.emailAddress({ size: 'small' }),
            fc.webUrl({ withQueryParameters: true, size: 'small' }),
          ),
          safeText,
          (before, contact, after) => {
            const { text, masked } = maskContactDetails(`${before} ${contact} ${after}`);
            expect(masked).toBe(true);
            expect(text).not.toContain('@');
            expect(text).not.toContain('://');
          },
        ),
        { numRuns: runs(1_000) },
      );
    },
    PROPERTY_LIMIT_MS,
  );

  it(
    'leaves a conversation without contact details exactly as written',
    () => {
      fc.assert(
        fc.property(safeText, (text) => {
          expect(maskContactDetails(text)).toEqual({ text, masked: false });
        }),
        { numRuns: runs(1_000) },
      );
    },
    PROPERTY_LIMIT_MS,
  );

  it(
    'is stable: masking what was masked changes nothing more',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 200 }), safeText, phone, (noise, words, { written }) => {
          const once = mask(`${noise} ${words} ${written}`);
          expect(maskContactDetails(once)).toEqual({ text: once, masked: false });
        }),
        { numRuns: runs(1_000) },
      );
    },
    PROPERTY_LIMIT_MS,
  );
});
