import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '#shared/account-messages';
import { authMessages } from '#shared/auth-messages';
import { serviceMessages } from '#shared/service-messages';
import { rowsOf } from '#server/db/client';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { uploadDocument } from '#server/testing/documents';
import {
  giveVerificationGrace,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { acceptOffer } from '#server/testing/services';
import { secretFromUri, totpCode } from '#server/testing/totp';

const HOUR = 3_600_000;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
type Party = Awaited<ReturnType<typeof signUpCustomer>>;

describe(`'Eliminar mi cuenta' (${testDriver})`, () => {
  const t = useTestApp();

  const remove = (party: Party, body: Record<string, unknown>) =>
    party.client.post('/api/account/delete', body);

  /** A request of `customer` at the Zócalo, three days ahead on the app's clock (which the tests move ahead). */
  const publishAhead = (customer: Party, fields: Record<string, unknown> = {}) =>
    publishRequest(customer, ZOCALO, {
      ...fields,
      requiredDate: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
    });
  /** A new Premium provider serving 10 km around the Zócalo (verified unless said otherwise). */
  const providerNearby = (displayName: string, verified?: boolean) =>
    signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10, displayName, verified });

  /** A service of `customer` agreed with a new provider, three days ahead (confirmed). */
  async function agreed(customer: Party, title = 'Limpieza de recámaras', contact?: unknown) {
    const requestId = await publishAhead(customer, { ...(contact ? { contact } : {}), title });
    const provider = await providerNearby('Pulcritud Total');
    const service = await acceptOffer(customer, provider, requestId, {
      pesos: 600,
      message: 'Voy con mi equipo completo de limpieza.',
    });
    return { provider, serviceId: service.id };
  }

  /** Every text or JSON value of every table that contains `needle`, as "table.column". */
  async function foundIn(needle: string): Promise<string[]> {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.database.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`),
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = rowsOf<{ count: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as count from ${sql.identifier(table_name)}
            where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
        ),
      );
      if (row!.count > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  }

  it('asks for the password, and the code when two-factor authentication is on', async () => {
    const customer = await signUpCustomer(t.app);
    const wrong = await remove(customer, { password: 'no-es-la-mia' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: authMessages.wrongPassword });

    const enable = await customer.client.post('/api/auth/two-factor/enable', { password: customer.password });
    const secret = secretFromUri(enable.json().totpURI);
    await customer.client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    const noCode = await remove(customer, { password: customer.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.fields).toEqual({ code: accountMessages.codeRequired });
    const badCode = await remove(customer, { password: customer.password, code: '000000' });
    expect(badCode.json().error.fields).toEqual({ code: authMessages.twoFactorFailed });
    const done = await remove(customer, {
      password: customer.password,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('refuses while a service is confirmed, naming it, and logs the refusal', async () => {
    const customer = await signUpCustomer(t.app);
    await agreed(customer, 'Limpieza antes de la mudanza');
    const refused = await remove(customer, { password: customer.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'SERVICES_IN_PROGRESS' });
    expect(refused.json().error.message).toContain('«Limpieza antes de la mudanza»');
    expect(refused.json().error.message).toContain('Confirmado');
    expect((await customer.client.get('/api/profile')).statusCode).toBe(200);
    const [logged] = rowsOf<{ outcome: string }>(
      await t.database.db.execute(sql`select outcome from arco_requests where user_id = ${customer.userId}`),
    );
    expect(logged?.outcome).toBe('refused');
  });

  it('refuses either party while a service is done or its no-show can still be contested, naming it', async () => {
    const done = { customer: await signUpCustomer(t.app) };
    const noShow = { customer: await signUpCustomer(t.app) };
    const first = await agreed(done.customer, 'Limpieza de ventanales');
    const second = await agreed(noShow.customer, 'Limpieza de alfombras');
    t.clock.advance(73 * HOUR);
    const step = (party: Party, id: string, body: Record<string, unknown>) =>
      party.client.post(`/api/services/${id}/actions`, body);
    expect((await step(first.provider, first.serviceId, { action: 'mark_done' })).statusCode).toBe(200);
    const reported = await step(second.provider, second.serviceId, {
      action: 'report_no_show',
      expectedFee: 60_000,
    });
    expect(reported.statusCode, reported.body).toBe(200);

    for (const [party, title, status] of [
      [done.customer, 'Limpieza de ventanales', 'Por confirmar'],
      [first.provider, 'Limpieza de ventanales', 'Por confirmar'],
      [noShow.customer, 'Limpieza de alfombras', serviceMessages.noShowContestable],
      [second.provider, 'Limpieza de alfombras', serviceMessages.noShowContestable],
    ] as const) {
      const refused = await remove(party, { password: party.password });
      expect(refused.statusCode, title).toBe(409);
      expect(refused.json().error.code).toBe('SERVICES_IN_PROGRESS');
      expect(refused.json().error.message).toMatch(new RegExp(`«${title}» \\([^)]+, ${status}\\)`));
    }

    // 48 hours on, the service completed by itself and the no-show was not contested: what holds them now is
    // the money, owed in cash, each debt named on both sides with how to settle it.
    t.clock.advance(48 * HOUR);
    await t.runTasks();
    for (const [party, debt, settle] of [
      [done.customer, '«Limpieza de ventanales» ({date}): $600 por pagar a Pulcritud Total', 'Págalo'],
      [first.provider, '«Limpieza de ventanales» ({date}): $600 por cobrar a', 'Confirmar pago recibido'],
      [
        noShow.customer,
        '«Limpieza de alfombras» ({date}, cargo por cancelación): $600 por pagar a Pulcritud Total',
        'Págalo',
      ],
      [
        second.provider,
        '«Limpieza de alfombras» ({date}, cargo por cancelación): $600 por cobrar a',
        'Contacto',
      ],
    ] as const) {
      const refused = await remove(party, { password: party.password });
      expect(refused.statusCode, debt).toBe(409);
      expect(refused.json().error.code).toBe('MONEY_OWED');
      const [before, after] = debt.split('{date}') as [string, string];
      expect(refused.json().error.message).toMatch(new RegExp(`${escaped(before)}[^)]+${escaped(after)}`));
      expect(refused.json().error.message).toContain(settle);
    }

    // Once each provider confirms the payment received, nothing holds anyone.
    for (const { provider, serviceId } of [first, second])
      expect((await step(provider, serviceId, { action: 'confirm_payment' })).statusCode).toBe(200);
    for (const party of [done.customer, first.provider, noShow.customer, second.provider])
      expect((await remove(party, { password: party.password })).statusCode).toBe(200);
  });

  it('refuses a customer who owes a late-cancellation fee in cash until the provider confirms it', async () => {
    const customer = await signUpCustomer(t.app);
    const { provider, serviceId } = await agreed(customer, 'Limpieza de cocina');
    t.clock.advance(60 * HOUR);
    const cancelled = await customer.client.post(`/api/services/${serviceId}/actions`, {
      action: 'cancel_by_customer',
      expectedFee: 30_000,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const refused = await remove(customer, { password: customer.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('MONEY_OWED');
    expect(refused.json().error.message).toMatch(
      /«Limpieza de cocina» \([^)]+, cargo por cancelación\): \$300 por pagar a Pulcritud Total/,
    );
    expect((await customer.client.get('/api/profile')).statusCode).toBe(200);

    const confirmed = await provider.client.post(`/api/services/${serviceId}/actions`, {
      action: 'confirm_payment',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await remove(customer, { password: customer.password })).statusCode).toBe(200);
    // The provider's books show the fee paid, not 'Usuario eliminado · Pendiente'.
    const [charge] = (await provider.client.get('/api/earnings')).json().charges;
    expect(charge).toMatchObject({ serviceId, paid: true, otherName: 'Usuario eliminado' });
  });

  it('erases every personal datum and keeps the counterpart\'s history under "Usuario eliminado"', async () => {
    const customer = await signUpCustomer(t.app);
    const profile = {
      fullName: 'Mariana Quetzal Ibarra',
      phone: '5599887766',
      address: { street: 'Calle Xicoténcatl 4521', colonia: 'Coyoacán', references: 'Portón Tlaloc' },
    };
    expect((await customer.client.request('PUT', '/api/profile', profile)).statusCode).toBe(200);
    // The request carries them too, and so do the service and the provider's e-mails from acceptance.
    const contact = {
      address: {
        street: 'Calle Xicoténcatl 4521',
        interior: '7',
        colonia: 'Coyoacán',
        references: 'Portón Tlaloc',
      },
      phone: '55 9988 7766',
    };
    const { provider, serviceId } = await agreed(customer, 'Limpieza de recámaras', contact);
    const [beforeDeletion] = (await provider.client.get('/api/services')).json().services;
    expect(beforeDeletion.contact).toMatchObject({ name: 'Mariana Quetzal Ibarra', phone: '55 9988 7766' });
    t.clock.advance(73 * HOUR);
    await provider.client.post(`/api/services/${serviceId}/actions`, { action: 'mark_done' });
    await customer.client.post(`/api/services/${serviceId}/actions`, { action: 'confirm_completion' });
    await provider.client.post(`/api/services/${serviceId}/actions`, { action: 'confirm_payment' });
    const review = await customer.client.post(`/api/services/${serviceId}/review`, {
      rating: 5,
      comment: 'Excelente.',
    });
    expect(review.statusCode, review.body).toBe(201);
    await t.runTasks();
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Mariana',
        email: customer.email,
        subject: 'Duda',
        message: 'Quiero saber cómo facturar.',
      },
    });
    expect((await customer.client.get('/api/account/export')).statusCode).toBe(200);

    const deleted = await remove(customer, { password: customer.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.headers['set-cookie']).toBeDefined();

    for (const needle of [customer.email, '5599887766', '55 9988 7766', 'Xicoténcatl', 'Quetzal', 'Tlaloc'])
      expect(await foundIn(needle), needle).toEqual([]);
    // Signed out, and no way back in.
    expect((await customer.client.get('/api/profile')).statusCode).toBe(401);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: customer.email,
      password: customer.password,
    });
    expect(signIn.statusCode).toBe(401);

    // The provider still has the service, its charge and the review, from "Usuario eliminado".
    const services = (await provider.client.get('/api/services')).json().services;
    expect(services.find((row: { id: string }) => row.id === serviceId)).toMatchObject({
      status: 'completed',
      customer: { name: 'Usuario eliminado' },
    });
    const earnings = (await provider.client.get('/api/earnings')).json();
    expect(earnings.charges.map((row: { serviceId: string }) => row.serviceId)).toContain(serviceId);

    const operator = await signUpOperator(t);
    const found = (await operator.client.get(`/api/operator/users/${customer.userId}`)).json();
    expect(found.user.email).toMatch(/@usuarios-eliminados\.invalid$/);
    const arco = (await operator.client.get('/api/operator/arco'))
      .json()
      .requests.filter((row: { userId: string }) => row.userId === customer.userId);
    expect(arco).toEqual([
      expect.objectContaining({ kind: 'cancellation', outcome: 'completed', email: found.user.email }),
      expect.objectContaining({ kind: 'access', outcome: 'completed' }),
    ]);
  });

  it('takes a provider off the marketplace and withdraws their pending offers', async () => {
    const customer = await signUpCustomer(t.app);
    const requestId = await publishAhead(customer);
    // In the grace period of providers who predate verification: they offer, and still send their papers.
    const provider = await providerNearby('Aseo Relámpago', false);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000);
    await giveVerificationGrace(t.database.db, provider.userId, tomorrow);
    const offered = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 500,
      message: 'Disponible mañana temprano.',
    });
    expect(offered.statusCode, offered.body).toBe(201);
    // Their identity papers and a report they made go with them.
    for (const kind of ['id', 'address']) {
      const upload = await uploadDocument(t.app, provider, kind);
      expect(upload.statusCode, upload.body).toBe(200);
    }
    const sent = await provider.client.post('/api/provider/verification', {
      adult: true,
      rfc: 'GODE561231GR8',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reported = await provider.client.post('/api/reports', {
      targetType: 'request',
      targetId: requestId,
      reason: 'Pide trabajo sin pago, Zacatlán.',
    });
    expect(reported.statusCode, reported.body).toBe(201);

    // Their files too, kept through the storage port (the database's stored_files here).
    const files = async () =>
      rowsOf<{ count: number }>(
        await t.database.db.execute(sql`select count(*)::int as count from stored_files
          where key like ${`verification-documents/${provider.userId}/%`}`),
      )[0]?.count;
    expect(await files()).toBe(2);

    expect((await remove(provider, { password: provider.password })).statusCode).toBe(200);
    expect(await files()).toBe(0);
    for (const needle of ['GODE561231GR8', 'Zacatlán']) expect(await foundIn(needle), needle).toEqual([]);
    const [papers] = rowsOf<{ count: number }>(
      await t.database.db.execute(sql`select (select count(*) from verification_documents
        where provider_id = ${provider.userId})::int + (select count(*) from provider_verifications
        where provider_id = ${provider.userId})::int as count`),
    );
    expect(papers?.count).toBe(0);
    expect((await t.app.inject({ url: `/api/providers/${provider.userId}` })).statusCode).toBe(404);
    const mine = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.find((row: { id: string }) => row.id === requestId).offers).toEqual([]);
    expect(await foundIn('Aseo Relámpago')).toEqual([]);
  });
});
