import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '#shared/booking-messages';
import { bookingInputAt } from '#shared/schemas/bookings';
import { bookingWizardSchemaIn } from './booking-schema';
import {
  emptyWizardValues,
  stepOfField,
  stepResolver,
  toBookingInput,
  type BookingStep,
  type BookingWizardValues,
} from './booking-form';

const complete: BookingWizardValues = {
  serviceId: 'windows',
  length: { ...emptyWizardValues.length, hours: 3.5 },
  provider: { id: 'prov-1', displayName: 'Cristales', hourlyPrice: 20_000 },
  schedule: { date: '2030-05-15', time: '10:30' },
  frequency: 'once',
  location: {
    lat: 19.3467,
    lng: -99.16174,
    formattedAddress: 'Coyoacán, Ciudad de México',
    precision: 'locality',
  },
  contact: {
    address: { street: 'Av. Universidad 1200', interior: '', colonia: 'Xoco', references: '' },
    phone: '55 1234 5678',
  },
  notes: '',
  paymentMethod: 'card',
};

const CANCUN = {
  lat: 21.17429,
  lng: -86.84656,
  formattedAddress: 'Cancún, Quintana Roo',
  precision: 'locality' as const,
};
const bookingWizardSchema = bookingWizardSchemaIn('America/Mexico_City');

async function errorsAt(step: BookingStep, values: BookingWizardValues) {
  const resolve = stepResolver(() => step);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.keys(result.errors);
}

describe('booking wizard form', () => {
  it('checks only the step on screen when Continuar is pressed', async () => {
    expect(await errorsAt(1, emptyWizardValues)).toEqual(['serviceId']);
    expect(await errorsAt(2, { ...emptyWizardValues, serviceId: 'windows' })).toEqual(['provider']);
    expect(await errorsAt(3, { ...complete, schedule: { date: '', time: '' } })).toEqual(['schedule']);
    expect(await errorsAt(3, { ...emptyWizardValues, schedule: complete.schedule })).toEqual(['location']);
    expect(await errorsAt(3, { ...emptyWizardValues, ...complete })).toEqual([]);
  });

  it('checks every step again on Confirmar Reserva', async () => {
    const noPlace = { ...complete, location: null, schedule: { date: '2020-01-01', time: '10:00' } };
    expect(await errorsAt(4, noPlace)).toEqual(['schedule', 'location']);
    expect(await errorsAt(4, { ...complete, length: { ...complete.length, hours: 13 } })).toEqual(['length']);
    expect(await errorsAt(4, complete)).toEqual([]);
    expect(await errorsAt(4, { ...complete, contact: emptyWizardValues.contact })).toEqual(['contact']);
  });

  describe('once the place is known', () => {
    afterEach(() => vi.useRealTimers());

    it('judges "in the future" on the place’s clock: 10:00 is past in Cancún at 9:30 in Mexico City', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-05-15T15:30:00Z'));
      const at10 = { ...complete, schedule: { date: '2030-05-15', time: '10:00' } };
      expect(await errorsAt(3, at10)).toEqual([]);
      expect(await errorsAt(3, { ...at10, location: CANCUN })).toEqual(['schedule']);
      expect(await errorsAt(4, { ...at10, location: CANCUN })).toEqual(['schedule']);
    });
  });

  it('asks for a provider with the SPEC message', () => {
    const result = bookingWizardSchema.safeParse({ ...complete, provider: null });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([bookingMessages.providerRequired]);
  });

  it('sends the server the booking it validates, with the key and without the provider’s price', () => {
    const input = toBookingInput(bookingWizardSchema.parse(complete), '0b9f6a52-6a4e-4c1e-9a43-3f1c2f0d9e11');
    expect(bookingInputAt(() => new Date()).safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      serviceId: 'windows',
      providerId: 'prov-1',
      paymentMethod: 'card',
      length: { hours: 3.5 },
    });
    expect(input).not.toHaveProperty('price');
  });

  it('sends the home for a cleaning of a home, and only the hours for any other service', () => {
    const home = { ...complete, serviceId: 'home-cleaning' as const };
    const input = toBookingInput(bookingWizardSchema.parse(home), '0b9f6a52-6a4e-4c1e-9a43-3f1c2f0d9e11');
    expect(input.length).toEqual({ estimate: complete.length.estimate });
    expect(bookingInputAt(() => new Date()).safeParse(input).success).toBe(true);
  });

  it('reads the typed hour on the clock of the place, whatever the browser’s zone', () => {
    const atCoyoacan = toBookingInput(
      bookingWizardSchema.parse(complete),
      '0b9f6a52-6a4e-4c1e-9a43-3f1c2f0d9e11',
    );
    expect(atCoyoacan.requiredDate).toBe('2030-05-15T16:30:00.000Z');
    const inCancun = { ...complete, location: CANCUN, schedule: { date: '2030-12-03', time: '10:00' } };
    const atCancun = toBookingInput(
      bookingWizardSchema.parse(inCancun),
      '0b9f6a52-6a4e-4c1e-9a43-3f1c2f0d9e11',
    );
    expect(atCancun.requiredDate).toBe('2030-12-03T15:00:00.000Z');
  });

  it('sends each field’s error back to the step that shows it', () => {
    expect(
      [
        'serviceId',
        'length',
        'provider',
        'schedule',
        'schedule.time',
        'location',
        'contact',
        'contact.phone',
      ].map(stepOfField),
    ).toEqual([1, 1, 2, 3, 3, 3, 4, 4]);
  });
});
