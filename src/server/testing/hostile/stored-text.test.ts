import { desc, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contactInput } from '#shared/schemas/contact';
import { bookingInputAt } from '#shared/schemas/bookings';
import { profileInput } from '#shared/schemas/profile';
import { applicationInput, providerProfileInput } from '#shared/schemas/provider';
import { createRequestInputAt, type MyRequest } from '#shared/schemas/requests';
import { rowsOf } from '#server/db/client';
import { contactMessages } from '#server/db/schema';
import { escapeHtml } from '#server/mail/templates/layout';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { bookingBody, requestBody, ZOCALO } from '#server/testing/marketplace';
import { hostileText } from './arbitraries';
import { expectSafeAnswer } from './envelope';
import { runs } from './runs';
import { call, createWorld, type ActorName } from './world';

// Each property must store more than a quarter of its cases; sampling the arbitraries, one of the six misses
// that by chance in about 1 run of this file in 170 with 25 cases each, 1 in 1,000 with 30, 1 in 2,000 at 40.
const RUNS = runs(40, 30);

/** Sometimes long enough for a minimum length, sometimes not: the schema decides. */
const text = fc.oneof(
  hostileText,
  hostileText.map((value) => `Texto largo: ${value}`),
);
/** A phone has 10 to 30 characters: ten digits and a short hostile tail, or anything. */
const phoneText = fc.oneof(
  hostileText,
  hostileText.map((value) => `5512345678 ${[...value].slice(0, 8).join('')}`),
);

type Verdict<T> = { kind: 'invalid' } | { kind: 'unstorable' } | { kind: 'stored'; data: T };

// PostgreSQL cannot store NUL in text: an input the schema accepts with one is refused as bad input.
function judge<T>(schema: z.ZodType<T>, body: unknown): Verdict<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid' };
  return JSON.stringify(parsed.data).includes('\\u0000')
    ? { kind: 'unstorable' }
    : { kind: 'stored', data: parsed.data };
}

describe(`hostile text is stored and read back literally (${testDriver})`, () => {
  const t = useTestApp();
  let requestsCreated = 0;
  let stores = 0;
  const world = useBeforeAll('the world', () => createWorld(t.app));

  const send = (actor: ActorName, method: 'POST' | 'PUT', url: string, body: unknown) =>
    call(t.app, world.actors[actor], { method, url, body });
  const get = (actor: ActorName, url: string) => call(t.app, world.actors[actor], { method: 'GET', url });

  /** Checks the answer against the verdict; returns the parsed input when it was stored. */
  async function submit<T>(
    schema: z.ZodType<T>,
    actor: ActorName,
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
  ) {
    const verdict = judge(schema, body);
    const answer = await send(actor, method, url, body);
    expectSafeAnswer(answer, { accepted: verdict.kind !== 'invalid' });
    if (verdict.kind === 'stored') expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(300);
    else expect(answer.statusCode).toBe(400);
    if (verdict.kind !== 'stored') return null;
    stores += 1;
    return { data: verdict.data, answer };
  }

  // Runs the property and checks it exercised the storing path, not only the refusals.
  async function assertStoresSome<T>(property: fc.IAsyncProperty<T>) {
    stores = 0;
    await fc.assert(property, { numRuns: RUNS });
    expect(stores).toBeGreaterThan(RUNS / 4);
  }

  async function myRequest(id: string): Promise<MyRequest | undefined> {
    const mine = (await get('client', '/api/requests/mine')).json().requests as MyRequest[];
    return mine.find((request) => request.id === id);
  }

  // What the server checks a new request and a booking against, on the app's clock.
  const newRequestInput = createRequestInputAt(() => t.clock.now());
  const newBookingInput = bookingInputAt(() => t.clock.now());

  /** Client A submits a new request or booking; when it is stored, what was typed and the request as listed. */
  async function submitRequest<T>(schema: z.ZodType<T>, url: string, body: unknown) {
    const stored = await submit(schema, 'client', 'POST', url, body);
    if (!stored) return null;
    requestsCreated += 1;
    return { data: stored.data, request: await myRequest(stored.answer.json().request.id) };
  }

  it('keeps a request title, description and place as typed', async () => {
    const property = fc.asyncProperty(text, text, text, async (title, description, formattedAddress) => {
      const location = { ...ZOCALO, formattedAddress, precision: 'locality' };
      const body = requestBody(ZOCALO, { title, description, location });
      const stored = await submitRequest(newRequestInput, '/api/requests', body);
      if (!stored) return;
      expect(stored.request).toMatchObject({
        title: stored.data.title,
        description: stored.data.description,
        location: { formattedAddress: stored.data.location.formattedAddress },
      });
    });
    await assertStoresSome(property);
  });

  it('keeps a customer profile as typed', async () => {
    // A name is letters only (schemas/names.ts): the free text is the address.
    const property = fc.asyncProperty(text, text, text, async (street, colonia, references) => {
      const stored = await submit(profileInput, 'otherClient', 'PUT', '/api/profile', {
        fullName: 'Ana López',
        phone: '5512345678',
        address: { street, colonia, references },
      });
      if (!stored) return;
      const { address } = stored.data;
      expect((await get('otherClient', '/api/profile')).json()).toMatchObject({
        ...stored.data,
        address: { ...address, interior: null, references: address.references || null },
      });
    });
    await assertStoresSome(property);
  });

  it('keeps a provider’s public profile as typed', async () => {
    const property = fc.asyncProperty(text, text, phoneText, async (displayName, bio, phone) => {
      const body = { displayName, bio, yearsExperience: 5, phone };
      const stored = await submit(providerProfileInput, 'provider', 'PUT', '/api/provider/profile', body);
      if (!stored) return;
      expect((await get('provider', '/api/provider/profile')).json()).toMatchObject(stored.data);
    });
    await assertStoresSome(property);
  });

  it('shows the customer an offer’s message as the provider typed it', async () => {
    const property = fc.asyncProperty(text, async (message) => {
      const published = await send('client', 'POST', '/api/requests', requestBody());
      requestsCreated += 1;
      const id = published.json().request.id as string;
      const body = { proposedPrice: 640, message };
      const stored = await submit(
        applicationInput,
        'otherProvider',
        'POST',
        `/api/requests/${id}/applications`,
        body,
      );
      const offers = (await myRequest(id))?.offers;
      expect(offers?.map((offer) => offer.message)).toEqual(stored ? [stored.data.message] : []);
    });
    await assertStoresSome(property);
  });

  it('keeps a booking’s address and notes as typed', async () => {
    const property = fc.asyncProperty(text, text, async (street, notes) => {
      const contact = { address: { street, colonia: 'Centro' }, phone: '5512345678' };
      const body = bookingBody(world.actors.otherProvider.id, { serviceId: 'windows', contact, notes });
      const stored = await submitRequest(newBookingInput, '/api/bookings', body);
      if (!stored) return;
      expect(stored.request).toMatchObject({
        contact: { address: { street: stored.data.contact.address.street } },
        description: stored.data.notes,
      });
    });
    await assertStoresSome(property);
  });

  it('keeps a contact message as typed and e-mails it escaped', async () => {
    const property = fc.asyncProperty(text, text, text, async (name, subject, message) => {
      const body = { name, email: 'ana@ejemplo.mx', subject, message };
      const stored = await submit(contactInput, 'guest', 'POST', '/api/contact', body);
      if (!stored) return;
      const [row] = await t.database.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt))
        .limit(1);
      expect(row).toMatchObject({
        name: stored.data.name,
        subject: stored.data.subject,
        message: stored.data.message,
      });
      const html = t.mailer.sent.at(-1)!.html;
      for (const value of [stored.data.name, stored.data.message]) {
        expect(html).toContain(escapeHtml(value));
        if (/[<>]/.test(value)) expect(html).not.toContain(value);
      }
    });
    await assertStoresSome(property);
  });

  it('still has every table, and exactly the requests that were accepted', async () => {
    const count = async (table: string) =>
      Number(
        rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*) as n from ${table}`)))[0]!
          .n,
      );
    expect(await count('users')).toBe(4);
    expect(await count('profiles')).toBe(4);
    expect(await count('accounts')).toBe(4);
    // The world's open requests (one per customer) and booking, plus every accepted one.
    expect(await count('service_requests')).toBe(3 + requestsCreated);
  });
});
