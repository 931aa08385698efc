import { describe, expect, it } from 'vitest';
import { addressMessages } from '#shared/address-messages';
import { requestMessages } from '#shared/request-messages';
import { validation } from '#shared/auth-messages';
import { EMPTY_LENGTH, EMPTY_REQUEST, newRequestSchema } from './new-request-schema';

const COYOACAN = {
  lat: 19.3467,
  lng: -99.16174,
  formattedAddress: 'Coyoacán, Ciudad de México',
  precision: 'locality' as const,
};

function messagesOf(values: unknown): Record<string, string | undefined> {
  const result = newRequestSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the new-request form schema', () => {
  it('gives every SPEC §5 message for an empty form', () => {
    expect(messagesOf(EMPTY_REQUEST)).toEqual({
      title: requestMessages.titleRequired,
      description: requestMessages.descriptionTooShort,
      serviceId: requestMessages.serviceTypeRequired,
      budgetRange: requestMessages.budgetRangeRequired,
      requiredDate: requestMessages.dateRequired,
      location: requestMessages.locationRequired,
      // The address and phone have their own messages (next test).
      contact: expect.any(String),
    });
  });

  it('asks for the exact address and the phone with the messages of Perfil and the wizard', () => {
    const issues = newRequestSchema.safeParse({
      ...EMPTY_REQUEST,
      contact: { address: { street: 'Calle', colonia: '' }, phone: '55' },
    }).error!.issues;
    const byPath = Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toMatchObject({
      'contact.address.colonia': addressMessages.coloniaRequired,
      'contact.phone': validation.phoneTooShort,
    });
  });

  it('refuses a date and time already past', () => {
    expect(messagesOf({ ...EMPTY_REQUEST, requiredDate: '2020-01-01T10:00' }).requiredDate).toBe(
      requestMessages.dateInPast,
    );
  });

  it('turns a complete form into the body the server accepts, date with its offset', () => {
    const result = newRequestSchema.parse({
      title: '  Limpieza de departamento ',
      description: 'Dos recámaras y una cocina.',
      serviceId: 'home-cleaning',
      budgetRange: '500-1000',
      paymentMethod: 'card',
      requiredDate: '2030-05-01T10:00',
      location: COYOACAN,
      contact: { address: { street: 'Calle Higuera 12', colonia: 'Coyoacán' }, phone: '55 1234 5678' },
    });
    expect(result).toMatchObject({ title: 'Limpieza de departamento', paymentMethod: 'card' });
    expect(result.requiredDate).toMatch(/^2030-05-01T10:00:00[+-]\d{2}:\d{2}$/);
  });

  it('reads the date and time on the clock of the chosen place, whatever the browser’s zone', () => {
    const cancun = { ...COYOACAN, lat: 21.17429, lng: -86.84656, formattedAddress: 'Cancún, Quintana Roo' };
    const inPlace = (location: typeof COYOACAN) =>
      newRequestSchema.parse({
        title: 'Limpieza de departamento',
        description: 'Dos recámaras y una cocina.',
        serviceId: 'home-cleaning',
        budgetRange: '500-1000',
        paymentMethod: 'cash',
        requiredDate: '2030-12-03T10:00',
        location,
        contact: { address: { street: 'Calle Higuera 12', colonia: 'Centro' }, phone: '55 1234 5678' },
      }).requiredDate;
    expect(inPlace(cancun)).toBe('2030-12-03T10:00:00-05:00');
    expect(inPlace(COYOACAN)).toBe('2030-12-03T10:00:00-06:00');
  });

  it('sends the home for a home’s cleaning and the hours for any other service, whatever the other kind holds', () => {
    const complete = {
      title: 'Limpieza',
      description: 'Dos recámaras y una cocina.',
      budgetRange: '500-1000',
      paymentMethod: 'cash',
      requiredDate: '2030-12-03T10:00',
      location: COYOACAN,
      contact: { address: { street: 'Calle Higuera 12', colonia: 'Centro' }, phone: '55 1234 5678' },
      length: { ...EMPTY_LENGTH, hours: 4.5 },
    };
    expect(newRequestSchema.parse({ ...complete, serviceId: 'deep-cleaning' }).length).toEqual({
      estimate: EMPTY_LENGTH.estimate,
    });
    expect(newRequestSchema.parse({ ...complete, serviceId: 'garden' }).length).toEqual({ hours: 4.5 });
  });
});
