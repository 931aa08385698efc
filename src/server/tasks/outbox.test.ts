import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { tasks } from '#server/db/schema';
import type { MailMessage } from '#server/mail/mailer';
import { EMAIL_TASK } from '#server/mail/outbox';
import { REQUEST_PUBLISHED } from '#server/modules/requests/notify';
import { testDriver, useTestApp } from '#server/testing/harness';
import {
  bookingBody,
  requestBody,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

const CANCUN = { lat: 21.1619, lng: -86.8515 };

const isNewRequestMail = (mail: MailMessage) => mail.subject.startsWith('Nueva solicitud cerca de ti');

describe(`new-request e-mails through the outbox (${testDriver})`, () => {
  const t = useTestApp();

  // Each provider also got the e-mail that confirmed their address.
  const mailsTo = (email: string) =>
    t.mailer.sent.filter((message) => message.to === email && isNewRequestMail(message));
  const fanOuts = (requestId: string) =>
    t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.kind, REQUEST_PUBLISHED), sql`${tasks.payload}->>'requestId' = ${requestId}`));
  const emailsAbout = (requestId: string) =>
    t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.kind, EMAIL_TASK), sql`${tasks.dedupeKey} like ${`new-request:${requestId}:%`}`));

  it('stores a request with one task to tell providers, and nothing more for a retry with the same key', async () => {
    const customer = await signUpCustomer(t.app);
    const body = requestBody(CANCUN);
    const answers = await Promise.all([
      customer.client.post('/api/requests', body),
      customer.client.post('/api/requests', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect((await customer.client.post('/api/requests', body)).statusCode).toBe(200);
    expect(await fanOuts(answers[0]!.json().request.id)).toMatchObject([{ doneAt: null, runAt: null }]);
  });

  it('stores a booking with one e-mail to its provider, and nothing more for a retry', async () => {
    const services = [{ serviceId: 'home-cleaning' as const, hourlyPrice: 50_000 }];
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic', services });
    const customer = await signUpCustomer(t.app);
    const body = bookingBody(provider.userId);
    const first = await customer.client.post('/api/bookings', body);
    const retry = await customer.client.post('/api/bookings', body);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    // Not published to the area: its provider alone is asked to answer it.
    expect(await fanOuts(first.json().request.id)).toHaveLength(0);
    const queued = await t.database.db
      .select({ payload: tasks.payload })
      .from(tasks)
      .where(and(eq(tasks.kind, EMAIL_TASK), sql`${tasks.payload}->>'template' = 'booking-received'`));
    expect(queued.filter((task) => JSON.stringify(task.payload).includes(provider.email))).toHaveLength(1);
  });

  it('e-mails each provider in the circle once, even when the fan-out runs a second time', async () => {
    await t.runTasks();
    const providers = [
      await signUpProvider(t.app, { area: CANCUN, radius: 5, verified: true }),
      await signUpProvider(t.app, { area: CANCUN, radius: 10, verified: true }),
    ];
    const customer = await signUpCustomer(t.app);
    const requestId = (await customer.client.post('/api/requests', requestBody(CANCUN))).json().request.id;
    expect(mailsTo(providers[0]!.email)).toEqual([]);
    await t.runTasks();
    for (const provider of providers) expect(mailsTo(provider.email)).toHaveLength(1);

    // As if a worker had died after queuing the e-mails but before its fan-out was recorded done.
    await t.database.db
      .update(tasks)
      .set({ doneAt: null, lockedUntil: null })
      .where(and(eq(tasks.kind, REQUEST_PUBLISHED), sql`${tasks.payload}->>'requestId' = ${requestId}`));
    expect(await t.runTasks()).toBe(1);
    for (const provider of providers) expect(mailsTo(provider.email)).toHaveLength(1);
    expect(await emailsAbout(requestId)).toHaveLength(2);
  });

  it('sends an e-mail the mail server refused once after its retry wait, to that provider only', async () => {
    await t.runTasks();
    const refused = await signUpProvider(t.app, { area: CANCUN, radius: 5, verified: true });
    const send = t.mailer.send.bind(t.mailer);
    let refusals = 1;
    t.mailer.send = async (message) => {
      if (message.to === refused.email && refusals-- > 0) throw new Error('421 intente más tarde');
      return send(message);
    };
    const customer = await signUpCustomer(t.app);
    const requestId = (await customer.client.post('/api/requests', requestBody(CANCUN))).json().request.id;
    await t.runTasks();
    expect(mailsTo(refused.email)).toEqual([]);
    const sentBefore = t.mailer.sent.length;
    t.clock.advance(30_000);
    await t.runTasks();
    expect(
      t.mailer.sent
        .slice(sentBefore)
        .filter(isNewRequestMail)
        .map((mail) => mail.to),
    ).toEqual([refused.email]);
    const [email] = (await emailsAbout(requestId)).filter((task) => task.dedupeKey!.endsWith(refused.userId));
    expect(email).toMatchObject({ attempts: 2, lastError: null, failedAt: null });
  });
});

describe(`the outbox in a running server (${testDriver})`, () => {
  // A poll a minute apart: an e-mail that leaves at once was sent on the wake after the commit.
  const t = useTestApp({ env: { TASK_POLL_MS: '60000' }, tasks: 'auto' });

  it('sends the new-request e-mail within a moment of the request', async () => {
    const provider = await signUpProvider(t.app, { area: CANCUN, radius: 5, verified: true });
    const customer = await signUpCustomer(t.app);
    expect((await customer.client.post('/api/requests', requestBody(CANCUN))).statusCode).toBe(201);
    await vi.waitFor(
      () =>
        expect(
          t.mailer.sent.filter((mail) => mail.to === provider.email && isNewRequestMail(mail)),
        ).toHaveLength(1),
      { timeout: 2_000 },
    );
  });
});
