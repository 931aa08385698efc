import { describe, expect, it } from 'vitest';
import { providerUi } from '#shared/provider-ui';
import { newRequestEmail, type NewRequestMail } from './new-request';

const mail: NewRequestMail = {
  to: 'proveedora@ejemplo.mx',
  title: 'Limpieza frente al mar',
  serviceId: 'home-cleaning',
  budgetRange: '500-1000',
  price: null,
  paymentMethod: 'cash',
  // 10:00 in Cancún (UTC-5 all year), 9:00 in Mexico City and Monterrey (UTC-6).
  requiredDate: '2030-12-03T15:00:00.000Z',
  location: 'Cancún, Quintana Roo',
  distanceKm: 2.5,
};

const dateLine = (data: NewRequestMail) =>
  newRequestEmail(data, 'http://localhost:3000')
    .text.split('\n')
    .find((line) => line.startsWith(`${providerUi.requests.date}:`));

const hour = (time: string) => new RegExp(`3 de diciembre de 2030.* ${time}\\s?a\\.\\s?m\\.`);

describe('the new-request e-mail', () => {
  it("writes the date on the place's clock and names the place's zone when it is not Mexico City's", () => {
    const line = dateLine({ ...mail, timeZone: 'America/Cancun' });
    expect(line).toMatch(hour('10:00'));
    expect(line).toMatch(/ \(hora de Cancún\)$/);
    expect(newRequestEmail({ ...mail, timeZone: 'America/Cancun' }, '').html).toContain('(hora de Cancún)');
  });

  it("names a zone whose clock reads as Mexico City's too: the reader may be anywhere", () => {
    const line = dateLine({ ...mail, timeZone: 'America/Monterrey' });
    expect(line).toMatch(hour('9:00'));
    expect(line).toMatch(/ \(hora de Monterrey\)$/);
  });

  it("writes Mexico City's clock without naming it, as for an e-mail queued before requests had a zone", () => {
    for (const timeZone of ['America/Mexico_City', undefined] as const) {
      const line = dateLine({ ...mail, timeZone });
      expect(line).toMatch(hour('9:00'));
      expect(line).not.toContain('hora de');
    }
  });
});
