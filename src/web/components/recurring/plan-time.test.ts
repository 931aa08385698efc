import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanOut } from '#shared/schemas/recurring';
import { forgetBrowserTimeZone } from '#web/lib/time-zone';
import { changeDetails, formatVisit } from './plan-time';

// A browser in Mexico City: Node reads the default zone from TZ whenever it changes.
const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Mexico_City';
  forgetBrowserTimeZone();
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
  forgetBrowserTimeZone();
});

const plan = (overrides: Partial<PlanOut>) =>
  ({
    timeZone: 'America/Mexico_City',
    durationMinutes: 210,
    priceChange: null,
    endsAt: null,
    ...overrides,
  }) as PlanOut;

const FROM = '2030-12-17T15:00:00.000Z';
const terms = (details: ReturnType<typeof changeDetails>) =>
  details.map(({ term, value }) => `${term}: ${value}`);

describe('a plan’s visits and changes, on the provider’s clock', () => {
  it('states a visit as the service cards do, naming Cancún’s clock to a browser in Mexico City', () => {
    expect(formatVisit(plan({}), FROM)).toBe('17 de diciembre de 2030, 09:00 – 12:30 (3.5 h)');
    expect(formatVisit(plan({ timeZone: 'America/Cancun' }), FROM)).toBe(
      '17 de diciembre de 2030, 10:00 – 13:30 (3.5 h) (hora de Cancún)',
    );
  });

  it('shows a price waiting for its answer to the provider only, and not as the plan’s end', () => {
    const waiting = plan({ priceChange: { price: 55_000, from: FROM, accepted: false }, endsAt: FROM });
    expect(terms(changeDetails(waiting, { waiting: false }))).toEqual([]);
    expect(terms(changeDetails(waiting, { waiting: true }))).toEqual([
      expect.stringMatching(
        /^Nuevo precio por visita: \$550 desde las visitas del 17 de diciembre de 2030.*esperando respuesta del cliente$/,
      ),
    ]);
  });

  it('shows an accepted price to both sides, and an end once the plan has one', () => {
    const accepted = plan({ priceChange: { price: 55_000, from: FROM, accepted: true } });
    expect(terms(changeDetails(accepted, { waiting: false }))).toEqual([
      expect.stringMatching(/^Nuevo precio por visita: \$550 desde las visitas del 17 de diciembre de 2030/),
    ]);
    expect(terms(changeDetails(plan({ endsAt: FROM }), { waiting: false }))).toEqual([
      expect.stringMatching(/^Fin del plan: Termina con la última visita antes del 17 de diciembre de 2030/),
    ]);
  });
});
