import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { providerMessages } from '#shared/provider-messages';
import type { MyRequest } from '#shared/schemas/requests';
import { rowsOf } from '#server/db/client';
import { testDriver } from '#server/testing/harness';
import { requestBody } from '#server/testing/marketplace';
import { SCRIPT_INJECTION, SQL_INJECTION } from './arbitraries';
import { expectErrorEnvelope } from './envelope';
import { call, worldSuite } from './world';

// Cases the property tests found, kept as plain examples. The bad-URL and over-long-parameter envelopes
// are checked with the security headers in cookies-and-headers.test.ts.
describe(`hostile input found by the property tests (${testDriver})`, () => {
  const suite = worldSuite();

  const myRequests = async () =>
    (await call(suite.t.app, suite.world.actors.client, { method: 'GET', url: '/api/requests/mine' })).json()
      .requests as MyRequest[];

  it('stores a title that looks like SQL or a script byte for byte, and every table is still there', async () => {
    for (const title of [...SQL_INJECTION, ...SCRIPT_INJECTION]) {
      const created = await call(suite.t.app, suite.world.actors.client, {
        method: 'POST',
        url: '/api/requests',
        body: requestBody(undefined, { title, description: `${title} ${title}` }),
      });
      expect(created.statusCode).toBe(201);
      const stored = (await myRequests()).find((request) => request.id === created.json().request.id);
      expect(stored).toMatchObject({ title, description: `${title} ${title}` });
    }
    const tables = rowsOf<{ name: string }>(
      await suite.t.database.db.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public'`,
      ),
    ).map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(['profiles', 'users', 'accounts', 'service_requests']));
  });

  it('refuses a NUL character with 400 instead of failing in the database, and stores nothing', async () => {
    const before = (await myRequests()).length;
    const answers = [
      await call(suite.t.app, suite.world.actors.client, {
        method: 'POST',
        url: '/api/requests',
        body: requestBody(undefined, { title: 'Limpieza\u0000profunda' }),
      }),
      await call(suite.t.app, suite.world.actors.client, {
        method: 'PUT',
        url: '/api/profile',
        body: {
          fullName: 'Ana',
          phone: '5512345678',
          address: { street: 'Calle Madero 10', colonia: 'Centro\u0000' },
        },
      }),
      await call(suite.t.app, null, { method: 'GET', url: '/api/providers/%00/photo' }),
      await call(suite.t.app, null, {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: 'token\u0000', newPassword: 'nueva-clave' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(expectErrorEnvelope(answer)).toEqual({ code: 'BAD_REQUEST', message: apiMessages.badRequest });
    }
    expect(await myRequests()).toHaveLength(before);
  });

  it('refuses an offer below one centavo instead of failing on a zero price', async () => {
    const answer = await call(suite.t.app, suite.world.actors.otherProvider, {
      method: 'POST',
      url: `/api/requests/${suite.world.openRequestId}/applications`,
      body: { proposedPrice: 1e-9, message: 'Casi gratis.' },
    });
    expect(answer.statusCode).toBe(400);
    expect(expectErrorEnvelope(answer).fields).toEqual({ proposedPrice: providerMessages.pricePositive });
    const offers = (await myRequests()).find((request) => request.id === suite.world.openRequestId)!.offers;
    expect(offers).toHaveLength(1);
  });

  it('answers a wrong type the form never sends in Spanish too', async () => {
    const answer = await call(suite.t.app, suite.world.actors.client, {
      method: 'PUT',
      url: '/api/profile',
      body: [],
    });
    expect(answer.statusCode).toBe(400);
    expect(expectErrorEnvelope(answer).fields).toEqual({
      _: 'Entrada inválida: se esperaba objeto, recibido arreglo',
    });
  });
});
