import { expect } from 'vitest';
import { addressMessages } from '#shared/address-messages';
import { validation } from '#shared/auth-messages';
import { bookableStartFrom } from './bookable';
import type { TestApp } from './harness';
import { bookingBody, publishRequest, signUpCustomer, signUpProvider, ZOCALO } from './marketplace';

const HOUR = 3_600_000;

/** Carmen's exact address and phone: other than those every test request gives (TEST_CONTACT), to tell them apart. */
export const CARMEN_CONTACT = {
  address: {
    street: 'Calle Xola 1402',
    interior: 'B',
    colonia: 'Narvarte Poniente',
    references: 'Portón verde, entre Pitágoras y Anaxágoras',
  },
  phone: '55 8765 4321',
};
/** An address and phone the request form refuses on every field: blank street and colonia, a long interior. */
export const REFUSED_CONTACT = {
  address: { street: ' ', colonia: '', interior: 'x'.repeat(21) },
  phone: '55 1234',
};
/** The field errors REFUSED_CONTACT is answered with, in the request form's words. */
export const REFUSED_CONTACT_FIELDS = {
  'contact.address.street': addressMessages.streetRequired,
  'contact.address.interior': addressMessages.interiorTooLong,
  'contact.address.colonia': addressMessages.coloniaRequired,
  'contact.phone': validation.phoneTooShort,
};
/** «Cómo llegar» to them, in a town given as a test request gives it ('Centro, Ciudad de México'). */
export const CARMEN_DIRECTIONS = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  'Calle Xola 1402, Int. B, Narvarte Poniente, Centro, Ciudad de México',
)}`;

/**
 * Carmen Ruiz López's open request for a service 72 hours away, and an offer on it from each of `providers`
 * Premium providers in range, in the order they signed up. `contact`: what the request gives the provider she
 * hires; unset, what every test request gives (TEST_CONTACT); null, nothing.
 */
export async function carmensRequest(
  t: TestApp,
  { contact, providers = 1 }: { contact?: typeof CARMEN_CONTACT | null; providers?: number } = {},
) {
  const customer = await signUpCustomer(t.app, 'Carmen Ruiz López');
  const requestId = await publishRequest(customer, ZOCALO, {
    ...(contact !== undefined && { contact: contact ?? undefined }),
    requiredDate: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
  });
  const offering = [];
  for (let count = 0; count < providers; count += 1)
    offering.push(await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 }));
  const offers = [];
  for (const provider of offering) {
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Llevo productos ecológicos.',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    offers.push({ provider, offerId: offer.json().application.id as string });
  }
  return { customer, requestId, offers };
}

/** Carmen Ruiz's booking, about 48 hours away (bookableStartFrom), of a Básico provider in range who offers 'home-cleaning': pending. */
export async function carmensBooking(t: TestApp) {
  const provider = await signUpProvider(t.app, {
    area: ZOCALO,
    plan: 'basic',
    radius: 10,
    services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
  });
  const customer = await signUpCustomer(t.app, 'Carmen Ruiz');
  const requiredDate = bookableStartFrom(new Date(t.clock.now().getTime() + 48 * HOUR)).toISOString();
  const booked = await customer.client.post('/api/bookings', bookingBody(provider.userId, { requiredDate }));
  expect(booked.statusCode, booked.body).toBe(201);
  return { provider, customer };
}
