import { describe, expect, it } from 'vitest';
import { addressMessages } from '#shared/address-messages';
import { validation } from '#shared/auth-messages';
import {
  carmensBooking,
  carmensRequest,
  CARMEN_CONTACT as CONTACT,
  REFUSED_CONTACT,
  REFUSED_CONTACT_FIELDS,
  CARMEN_DIRECTIONS as DIRECTIONS,
} from '#server/testing/contact';
import { testDriver, useTestApp } from '#server/testing/harness';
import { requestBody, signUpCustomer, TEST_CONTACT, ZOCALO } from '#server/testing/marketplace';

const HOUR = 3_600_000;
type Party = Awaited<ReturnType<typeof signUpCustomer>>;

describe(`the exact address and phone go to the provider the customer hires (${testDriver})`, () => {
  const t = useTestApp();

  /** Carmen's open request (without address and phone if `contact` is null), an offer from each of two providers. */
  async function requestWithTwoOffers(contact: typeof CONTACT | null = CONTACT) {
    const { customer, requestId, offers } = await carmensRequest(t, { contact, providers: 2 });
    const [chosen, other] = offers.map((offer) => offer.provider);
    return { customer, requestId, chosen: chosen!, other: other!, offerId: offers[0]!.offerId };
  }

  const accept = (customer: Party, offerId: string, body?: unknown) =>
    customer.client.post(`/api/applications/${offerId}/accept`, body);

  it('keeps them with the request, for its customer only, and checks them with the form’s messages', async () => {
    const customer = await signUpCustomer(t.app);
    const refused = await customer.client.post(
      '/api/requests',
      requestBody(ZOCALO, { contact: REFUSED_CONTACT }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual(REFUSED_CONTACT_FIELDS);
    const letters = await customer.client.post(
      '/api/requests',
      requestBody(ZOCALO, { contact: { ...CONTACT, phone: 'cincocinco12' } }),
    );
    expect(letters.json().error.fields).toEqual({ 'contact.phone': addressMessages.phoneInvalid });

    const created = await customer.client.post('/api/requests', requestBody(ZOCALO, { contact: CONTACT }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().request.contact).toEqual(CONTACT);
    const [mine] = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.contact).toEqual(CONTACT);
  });

  it('shows the providers who offer only the zone, and the chosen one the full name, address and phone from acceptance', async () => {
    const { customer, chosen, other, offerId } = await requestWithTwoOffers();
    const secrets = [CONTACT.address.street, CONTACT.phone, CONTACT.address.references, 'Ruiz López'];
    // Before acceptance: the zone, and the customer as 'Carmen R.'.
    for (const provider of [chosen, other]) {
      const nearby = (await provider.client.get('/api/requests/nearby')).body;
      expect(nearby).toContain('Carmen R.');
      for (const secret of secrets) expect(nearby).not.toContain(secret);
    }

    const accepted = await accept(customer, offerId);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const serviceId = accepted.json().service.id as string;
    const [service] = (await chosen.client.get('/api/services')).json().services;
    expect(service).toMatchObject({
      id: serviceId,
      customer: { name: 'Carmen R.' },
      contact: { name: 'Carmen Ruiz López', phone: CONTACT.phone, address: CONTACT.address },
    });
    for (const url of ['/api/services', '/api/requests/nearby', '/api/notifications']) {
      const body = (await other.client.get(url)).body;
      for (const secret of secrets) expect(body, url).not.toContain(secret);
    }
  });

  it('keeps the address and phone the service was agreed with when the customer edits Perfil later', async () => {
    const { customer, chosen, offerId } = await requestWithTwoOffers();
    expect((await accept(customer, offerId)).statusCode).toBe(201);
    const moved = {
      fullName: 'Carmen Ruiz López',
      phone: '5599990000',
      address: { street: 'Avenida Nueva 1', colonia: 'Del Valle' },
    };
    expect((await customer.client.request('PUT', '/api/profile', moved)).statusCode).toBe(200);
    const [service] = (await chosen.client.get('/api/services')).json().services;
    expect(service.contact).toMatchObject({ phone: CONTACT.phone, address: CONTACT.address });
  });

  it('asks for them when accepting an offer on a request published without them, and changes nothing until given', async () => {
    const { customer, requestId, chosen, offerId } = await requestWithTwoOffers(null);
    const [mine] = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.contact).toBeNull();

    const refused = await accept(customer, offerId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'CONTACT_REQUIRED',
      message: addressMessages.contactRequired,
      fields: { contact: addressMessages.contactRequired },
    });
    const invalid = await accept(customer, offerId, { contact: { ...CONTACT, phone: '123' } });
    expect(invalid.json().error.fields).toEqual({ 'contact.phone': validation.phoneTooShort });
    expect((await customer.client.get('/api/services')).json().services).toEqual([]);

    const accepted = await accept(customer, offerId, { contact: CONTACT });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [service] = (await chosen.client.get('/api/services')).json().services;
    expect(service.contact).toMatchObject({ phone: CONTACT.phone, address: CONTACT.address });
    const [after] = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(after).toMatchObject({ id: requestId, contact: CONTACT });
  });

  it('e-mails the chosen provider whom to ask for, the address with «Cómo llegar», and the phone as a tel: link', async () => {
    const { customer, chosen, other, offerId } = await requestWithTwoOffers();
    expect((await accept(customer, offerId)).statusCode).toBe(201);
    await t.runTasks();
    const mail = t.mailer.sent.findLast(
      (sent) => sent.to === chosen.email && sent.subject.startsWith('Aceptaron'),
    )!;
    expect(mail.subject).toBe('Aceptaron tu propuesta: Limpieza de departamento');
    expect(mail.text).toContain('Cliente: Carmen Ruiz López');
    expect(mail.text).toContain(
      'Dirección: Calle Xola 1402, Int. B, Narvarte Poniente, Centro, Ciudad de México',
    );
    expect(mail.text).toContain(`Referencias: ${CONTACT.address.references}`);
    expect(mail.text).toContain(`Cómo llegar: ${DIRECTIONS}`);
    expect(mail.text).toContain('Teléfono: 55 8765 4321');
    expect(mail.html).toContain(`<a href="${DIRECTIONS.replaceAll('&', '&amp;')}">`);
    expect(mail.html).toContain('<a href="tel:+525587654321">55 8765 4321</a>');
    // The provider who was not chosen hears only that: no name, street or phone.
    const declined = t.mailer.sent.findLast(
      (sent) => sent.to === other.email && sent.subject.includes('otra'),
    )!;
    for (const secret of ['Ruiz', CONTACT.address.street, CONTACT.phone]) {
      expect(declined.text).not.toContain(secret);
    }
  });

  it('reminds the chosen provider the day before with the same address and phone', async () => {
    const { customer, chosen, offerId } = await requestWithTwoOffers();
    const service = (await accept(customer, offerId)).json().service as { scheduledAt: string };
    t.clock.set(new Date(Date.parse(service.scheduledAt) - 23 * HOUR));
    await t.runTasks();
    const reminder = t.mailer.sent.findLast(
      (mail) => mail.to === chosen.email && mail.subject.startsWith('Recordatorio'),
    );
    expect(reminder?.text).toContain(`Cómo llegar: ${DIRECTIONS}`);
    expect(reminder?.text).toContain('Teléfono: 55 8765 4321');
    const toCustomer = t.mailer.sent.findLast(
      (mail) => mail.to === customer.email && mail.subject.startsWith('Recordatorio'),
    );
    expect(toCustomer?.text).not.toContain('Cómo llegar');
    t.clock.set(new Date());
  });

  it('fills a booking’s service from the wizard’s address and phone, and e-mails them to the provider who accepts it', async () => {
    const { provider } = await carmensBooking(t);
    const [pending] = (await provider.client.get('/api/services')).json().services;
    // Not before the provider accepts the booking.
    expect(pending).toMatchObject({ status: 'pending', contact: null, customer: { name: 'Carmen R.' } });
    await provider.client.post(`/api/services/${pending.id}/actions`, { action: 'accept_booking' });
    const [confirmed] = (await provider.client.get('/api/services')).json().services;
    expect(confirmed.contact).toEqual({
      name: 'Carmen Ruiz',
      phone: TEST_CONTACT.phone,
      address: TEST_CONTACT.address,
    });
    // And in their inbox: the booking confirmed, with whom to ask for, the way there and the phone.
    await t.runTasks();
    const confirmation = t.mailer.sent.findLast(
      (mail) => mail.to === provider.email && mail.subject.startsWith('Confirmaste la reserva'),
    );
    expect(confirmation?.subject).toBe('Confirmaste la reserva: Limpieza del Hogar');
    expect(confirmation?.text).toContain('Cliente: Carmen Ruiz');
    expect(confirmation?.text).toContain('Cómo llegar: https://www.google.com/maps/dir/?api=1&destination=');
    expect(confirmation?.html).toContain('href="tel:+525512345678"');
  });
});
