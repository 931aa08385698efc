import { describe, expect, it } from 'vitest';
import { serviceEmails } from '#shared/service-email-messages';
import { offerAcceptedEmail } from './offer-accepted';
import { serviceStepEmail, serviceStepNotice, type ServiceStepMail } from './service-step';

const mail: ServiceStepMail = {
  to: 'cliente@ejemplo.mx',
  title: 'Limpieza del Hogar',
  // 10:00 in Cancún (UTC-5 all year).
  scheduledAt: '2030-12-03T15:00:00.000Z',
  timeZone: 'America/Cancun',
  durationMinutes: 210,
  location: 'Cancún, Quintana Roo',
  price: 31_500,
  paymentMethod: 'cash',
};

const dateLine = (text: string) =>
  text.split('\n').find((line) => line.startsWith(`${serviceEmails.fields.date}:`));

describe('the e-mails of a service’s steps', () => {
  it('state the service’s day with its time range and length on the place’s clock', () => {
    const { text, html } = serviceStepEmail('booking-accepted')(mail, 'http://localhost:3000');
    expect(dateLine(text)).toBe(
      `${serviceEmails.fields.date}: 3 de diciembre de 2030, 10:00 – 13:30 (3.5 h)`,
    );
    expect(html).toContain('10:00 – 13:30 (3.5 h)');
  });

  it('tell the provider whose offer was accepted the same range', () => {
    const { text } = offerAcceptedEmail({ ...mail, durationMinutes: 180 }, 'http://localhost:3000');
    expect(dateLine(text)).toBe(`${serviceEmails.fields.date}: 3 de diciembre de 2030, 10:00 – 13:00 (3 h)`);
  });

  it('remind of the time range, naming the place’s zone, in the e-mail and the bell', () => {
    const reminder = { ...mail, lead: 'en 24 horas' };
    const sentence =
      'Te recordamos que este servicio es en 24 horas: el 3 de diciembre de 2030, 10:00 – 13:30 (3.5 h) (hora de Cancún).';
    expect(serviceStepEmail('reminder-customer')(reminder, '').text).toContain(sentence);
    expect(serviceStepNotice('reminder-customer', mail.title, reminder).body).toBe(sentence);
  });

  it('state the start alone in an e-mail queued before services had a length', () => {
    const { durationMinutes: _, ...legacy } = mail;
    const line = dateLine(serviceStepEmail('booking-accepted')(legacy, '').text);
    expect(line).toMatch(/^Fecha y hora: 3 de diciembre de 2030.* 10:00\s?a\.\s?m\.$/);
  });
});
