import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages as m } from '#shared/conversation-messages';
import { CONVERSATION_CLOSE_DAYS } from '#shared/domain/conversations';
import type {
  ConversationHeader,
  ConversationMessage,
  ConversationMessages,
  Conversations,
} from '#shared/schemas/conversations';
import { rowsOf } from '#server/db/client';
import { conversationMessages, profiles } from '#server/db/schema';
import { LIVE_CHANNEL, parseLiveEvent, type LiveEvent } from '#server/live';
import { testDriver, useTestApp } from '#server/testing/harness';
import { offeredRequest, PHONE_MESSAGE, sentMessage, type Party } from '#server/testing/conversations';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { completedService, directBooking } from '#server/testing/services';
import { runningPlan } from '#server/testing/recurring';
import { AWAY_AFTER_MS, CONVERSATION_AWAY } from './away';

const open = (who: Party, body: Record<string, unknown>) => who.client.post('/api/conversations', body);
const openedId = async (who: Party, body: Record<string, unknown>) => {
  const answer = await open(who, body);
  expect([200, 201], answer.body).toContain(answer.statusCode);
  return (answer.json() as { conversation: ConversationHeader }).conversation.id;
};
const send = (who: Party, id: string, body: string, clientId: string = randomUUID()) =>
  who.client.post(`/api/conversations/${id}/messages`, { body, clientId });
const sent = sentMessage;
const page = async (who: Party, id: string, query = '') => {
  const answer = await who.client.get(`/api/conversations/${id}/messages${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ConversationMessages;
};
const header = async (who: Party, id: string) => {
  const answer = await who.client.get(`/api/conversations/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { conversation: ConversationHeader }).conversation;
};
const list = async (who: Party) => {
  const answer = await who.client.get('/api/conversations');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Conversations;
};

describe(`conversations (${testDriver})`, () => {
  const t = useTestApp();

  /** A customer's open request with a new Premium provider's offer on it. */
  const offered = () => offeredRequest(t);

  it('opens one conversation per request and offering provider, from either side; strangers get 404', async () => {
    const { customer, provider, requestId } = await offered();
    const first = await open(customer, { requestId, providerId: provider.userId });
    expect(first.statusCode, first.body).toBe(201);
    const conversation = (first.json() as { conversation: ConversationHeader }).conversation;
    expect(conversation).toMatchObject({
      other: { id: provider.userId, phone: null },
      subject: { kind: 'request', path: '/cliente/solicitudes', requestId, planId: null },
      confirmed: false,
      closed: false,
      unread: 0,
    });
    // The provider opens the same one (200), and sees the customer's short name.
    const again = await open(provider, { requestId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().conversation).toMatchObject({
      id: conversation.id,
      other: { id: customer.userId, name: 'Lucía P.' },
      subject: { kind: 'request', path: '/proveedor/solicitudes' },
    });
    // A provider without an offer, another customer, an unknown request: 404, nothing written.
    const stranger = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const otherCustomer = await signUpCustomer(t.app);
    for (const [who, body] of [
      [stranger, { requestId }],
      [otherCustomer, { requestId, providerId: provider.userId }],
      [customer, { requestId, providerId: stranger.userId }],
      [customer, { requestId: randomUUID(), providerId: provider.userId }],
      [provider, { requestId, providerId: stranger.userId }],
      [customer, { planId: randomUUID() }],
    ] as const) {
      const refused = await open(who, body);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json().error).toMatchObject({ code: 'NOT_FOUND', message: m.subjectNotFound });
    }
    // Every route of someone else's conversation, and a guessed id, answer 404.
    for (const id of [conversation.id, randomUUID(), 'no-es-un-id']) {
      for (const answer of [
        await stranger.client.get(`/api/conversations/${id}`),
        await stranger.client.get(`/api/conversations/${id}/messages`),
        await send(stranger, id, 'Hola'),
        await stranger.client.post(`/api/conversations/${id}/seen`, { upTo: 1 }),
      ]) {
        expect(answer.statusCode, answer.body).toBe(404);
        expect(answer.json().error.message).toBe(m.notFound);
      }
    }
    expect((await list(stranger)).conversations).toEqual([]);
  });

  it('opens a booking’s conversation with its provider, and a plan’s (its visits lead to the plan’s)', async () => {
    const booking = await directBooking(t);
    const [request] = rowsOf<{ request_id: string }>(
      await t.database.db.execute(sql`select request_id from jobs where id = ${booking.service.id}`),
    );
    // The customer need not name the provider the request was booked with.
    const fromCustomer = await openedId(booking.customer, { requestId: request!.request_id });
    expect(await openedId(booking.provider, { requestId: request!.request_id })).toBe(fromCustomer);
    expect((await header(booking.customer, fromCustomer)).subject).toMatchObject({
      kind: 'service',
      path: '/cliente/programados',
    });

    const plan = await runningPlan(t);
    const planConversation = await openedId(plan.customer, { planId: plan.id });
    expect(await openedId(plan.booked, { planId: plan.id })).toBe(planConversation);
    const [visit] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from service_requests where plan_id = ${plan.id} limit 1`),
    );
    expect(await openedId(plan.booked, { requestId: visit!.id })).toBe(planConversation);
    const seen = await header(plan.booked, planConversation);
    expect(seen.subject).toMatchObject({ kind: 'plan', path: '/proveedor/recurrentes', planId: plan.id });
    expect(seen.subject.title).toBe('Limpieza del Hogar');
    // An accepted plan's visits are confirmed: contact details show.
    expect(seen.confirmed).toBe(true);
    const stranger = await signUpCustomer(t.app);
    expect((await open(stranger, { planId: plan.id })).statusCode).toBe(404);
  });

  it('sends and reads pages by keyset, oldest first, and new ones after an id', async () => {
    const { customer, provider, requestId } = await offered();
    const id = await openedId(customer, { requestId, providerId: provider.userId });
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const who = i % 2 ? customer : provider;
      ids.push((await sent(who, id, `Mensaje ${i}`)).id);
    }
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const newest = await page(customer, id, '?limit=3');
    expect(newest.messages.map((message) => message.body)).toEqual(['Mensaje 5', 'Mensaje 6', 'Mensaje 7']);
    expect(newest.more).toBe(true);
    expect(newest.messages.map((message) => message.mine)).toEqual([true, false, true]);
    const older = await page(customer, id, `?limit=3&before=${newest.messages[0]!.id}`);
    expect(older.messages.map((message) => message.body)).toEqual(['Mensaje 2', 'Mensaje 3', 'Mensaje 4']);
    const oldest = await page(customer, id, `?limit=3&before=${older.messages[0]!.id}`);
    expect(oldest).toMatchObject({ messages: [{ body: 'Mensaje 1' }], more: false });
    const after = await page(provider, id, `?after=${ids[4]}`);
    expect(after).toMatchObject({ messages: [{ body: 'Mensaje 6' }, { body: 'Mensaje 7' }], more: false });
    // The list: newest activity first, the last message and my unread count.
    const mine = await list(provider);
    expect(mine.conversations[0]).toMatchObject({
      id,
      lastMessage: { body: 'Mensaje 7', mine: false },
      unread: 4,
    });
    expect(mine.unread).toBe(4);
  });

  it('refuses bad input with Spanish 400s and writes nothing', async () => {
    const { customer, provider, requestId } = await offered();
    const id = await openedId(customer, { requestId, providerId: provider.userId });
    const cases: [string, unknown, string][] = [
      [`/api/conversations/${id}/messages`, { body: '   ', clientId: randomUUID() }, 'body'],
      [`/api/conversations/${id}/messages`, { body: 'a'.repeat(2_001), clientId: randomUUID() }, 'body'],
      [`/api/conversations/${id}/messages`, { body: 'Hola', clientId: 'uno' }, 'clientId'],
      [`/api/conversations/${id}/messages`, { body: 12, clientId: randomUUID() }, 'body'],
      [`/api/conversations/${id}/seen`, { upTo: -1 }, 'upTo'],
      ['/api/conversations', {}, 'requestId'],
      ['/api/conversations', { requestId, planId: randomUUID() }, 'planId'],
      ['/api/conversations', { requestId: 'x' }, 'requestId'],
    ];
    for (const [url, body, field] of cases) {
      const answer = await customer.client.post(url, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json().error.fields)).toContain(field);
    }
    for (const query of ['?before=1&after=2', '?limit=51', '?before=abc', '?limit=0']) {
      const answer = await customer.client.get(`/api/conversations/${id}/messages${query}`);
      expect(answer.statusCode, `${query}: ${answer.body}`).toBe(400);
    }
    // 2,000 characters after trimming are taken.
    expect((await send(customer, id, ` ${'a'.repeat(2_000)} `)).statusCode).toBe(201);
    const stored = await t.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    expect(stored.map((row) => row.body.length)).toEqual([2_000]);
  });

  it('masks the other side’s contact details until the service is confirmed, never one’s own', async () => {
    const { customer, provider, requestId, offerId } = await offered();
    await customer.client.request('PUT', '/api/profile', {
      fullName: 'Lucía Pérez Gómez',
      phone: '5511112222',
      address: { street: 'Calle 5 de Mayo 20', colonia: 'Centro' },
    });
    const id = await openedId(provider, { requestId });
    const message = await sent(provider, id, PHONE_MESSAGE);
    expect(message).toMatchObject({ body: PHONE_MESSAGE, masked: false, mine: true });
    const before = await page(customer, id);
    expect(before.messages[0]).toMatchObject({ masked: true, mine: false });
    expect(before.messages[0]!.body).not.toContain('1234');
    expect(before.messages[0]!.body).toContain('••••');
    expect((await list(customer)).conversations[0]!.lastMessage).toMatchObject({ masked: true });
    expect((await list(provider)).conversations[0]!.lastMessage).toMatchObject({
      body: PHONE_MESSAGE,
      masked: false,
    });
    expect((await page(provider, id)).messages[0]).toMatchObject({ body: PHONE_MESSAGE, masked: false });
    expect((await header(provider, id)).other.phone).toBeNull();

    const accepted = await customer.client.post(`/api/applications/${offerId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const after = await page(customer, id);
    expect(after.messages[0]).toMatchObject({ body: PHONE_MESSAGE, masked: false });
    expect((await list(customer)).conversations[0]!.lastMessage).toMatchObject({
      body: PHONE_MESSAGE,
      masked: false,
    });
    const providerView = await header(provider, id);
    expect(providerView).toMatchObject({ confirmed: true, other: { phone: '5511112222' } });
    expect(providerView.subject).toMatchObject({ kind: 'service', path: '/proveedor/calendario' });
  });

  it('marks the other side’s messages seen up to an id, once, and counts what is unread', async () => {
    const { customer, provider, requestId } = await offered();
    const id = await openedId(customer, { requestId, providerId: provider.userId });
    const first = await sent(provider, id, 'Hola');
    const second = await sent(provider, id, '¿Qué día le queda bien?');
    const own = await sent(customer, id, 'El jueves');
    expect((await list(customer)).unread).toBe(2);
    const seen = await customer.client.post(`/api/conversations/${id}/seen`, { upTo: first.id });
    expect(seen.json()).toEqual({ unread: 1 });
    const stamped = (await page(provider, id)).messages;
    expect(stamped[0]!.seenAt).not.toBeNull();
    expect(stamped[1]!.seenAt).toBeNull();
    // Up to the last: my own message is not marked by me, and seeing again changes nothing.
    t.clock.advance(60_000);
    expect((await customer.client.post(`/api/conversations/${id}/seen`, { upTo: own.id })).json()).toEqual({
      unread: 0,
    });
    const again = (await page(provider, id)).messages;
    expect(again[0]!.seenAt).toBe(stamped[0]!.seenAt);
    expect(again.find((row) => row.id === second.id)!.seenAt).not.toBeNull();
    expect(again.find((row) => row.id === own.id)!.seenAt).toBeNull();
    expect((await list(customer)).unread).toBe(0);
    expect((await list(provider)).unread).toBe(1);
  });

  it('answers the same message for one clientId, also sent twice at once', async () => {
    const { customer, provider, requestId } = await offered();
    const id = await openedId(customer, { requestId, providerId: provider.userId });
    const clientId = randomUUID();
    const answers = await Promise.all([
      send(customer, id, 'Llego a las 9', clientId),
      send(customer, id, 'Llego a las 9', clientId),
      send(customer, id, 'Llego a las 9', clientId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().message.id)).size).toBe(1);
    const replay = await send(customer, id, 'Llego a las 9', clientId);
    expect(replay.statusCode).toBe(200);
    expect((await page(customer, id)).messages).toHaveLength(1);
    // The same clientId from the other side is another message.
    expect((await send(provider, id, 'Perfecto', clientId)).statusCode).toBe(201);
  });

  it('tells the other side live once a message is saved (not for a retry), and checks once for an unread run', async () => {
    const { customer, provider, requestId } = await offered();
    const id = await openedId(customer, { requestId, providerId: provider.userId });
    const heard: (LiveEvent | undefined)[] = [];
    const stop = await t.database.listen(LIVE_CHANNEL, {
      notify: (payload) => heard.push(parseLiveEvent(payload)),
      resumed: () => undefined,
    });
    const clientId = randomUUID();
    let first: ConversationMessage;
    let second: ConversationMessage;
    try {
      const answer = await send(provider, id, 'Hola', clientId);
      expect(answer.statusCode, answer.body).toBe(201);
      first = answer.json().message;
      expect((await send(provider, id, 'Hola', clientId)).statusCode).toBe(200);
      second = await sent(provider, id, '¿Qué día le queda?');
      // Delivered in commit order: a retry's event would come before the second message's.
      await expect.poll(() => heard.length).toBe(2);
    } finally {
      await stop();
    }
    const told = (message: ConversationMessage) => ({
      users: [customer.userId],
      type: 'message',
      ids: { conversationId: id, messageId: String(message.id) },
    });
    expect(heard).toEqual([told(first), told(second)]);
    // One check 10 minutes after the first unread message, for its recipient.
    const checks = rowsOf<{ dedupe_key: string; run_at: Date | string; payload: unknown }>(
      await t.database.db.execute(sql`select dedupe_key, run_at, payload from tasks
        where kind = ${CONVERSATION_AWAY} and payload->>'conversationId' = ${id}`),
    );
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      dedupe_key: `${CONVERSATION_AWAY}:${id}:${customer.userId}:${first.id}`,
      payload: { conversationId: id, recipientId: customer.userId },
    });
    expect(new Date(checks[0]!.run_at).getTime()).toBe(new Date(first.createdAt).getTime() + AWAY_AFTER_MS);
  });

  it('refuses a suspended sender, and a conversation 30 days after its service ended', async () => {
    const { customer, provider, requestId } = await offered();
    const id = await openedId(customer, { requestId, providerId: provider.userId });
    await t.database.db
      .update(profiles)
      .set({ suspendedAt: t.clock.now(), suspensionReason: 'Pruebas' })
      .where(eq(profiles.id, customer.userId));
    const refused = await send(customer, id, 'Hola');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: m.suspended });
    expect((await page(provider, id)).messages).toEqual([]);

    const done = await completedService(t);
    const [request] = rowsOf<{ request_id: string }>(
      await t.database.db.execute(sql`select request_id from jobs where id = ${done.service.id}`),
    );
    const closing = await openedId(done.customer, { requestId: request!.request_id });
    await sent(done.provider, closing, 'Gracias por todo');
    t.clock.advance((CONVERSATION_CLOSE_DAYS - 1) * 86_400_000);
    expect((await header(done.customer, closing)).closed).toBe(false);
    t.clock.advance(86_400_000);
    expect((await header(done.customer, closing)).closed).toBe(true);
    const late = await send(done.customer, closing, '¿Sigues ahí?');
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'CONVERSATION_CLOSED', message: m.closed });
    // Still readable.
    expect((await page(done.customer, closing)).messages).toHaveLength(1);
  });
});

describe(`conversation limits (${testDriver})`, () => {
  const t = useTestApp({
    env: { CONVERSATION_RATE_LIMIT_PER_HOUR: '2', MESSAGE_RATE_LIMIT_PER_MINUTE: '3' },
  });

  it('allows a few new conversations an hour (opening one again does not count) and a few messages a minute', async () => {
    const customer = await signUpCustomer(t.app);
    const providers = [];
    for (let i = 0; i < 3; i++)
      providers.push(await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 }));
    const requestId = await publishRequest(customer, ZOCALO);
    for (const provider of providers) {
      const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
        proposedPrice: 700,
        message: 'Puedo ir.',
      });
      expect(offer.statusCode, offer.body).toBe(201);
    }
    const id = await openedId(customer, { requestId, providerId: providers[0]!.userId });
    for (let i = 0; i < 3; i++)
      expect(await openedId(customer, { requestId, providerId: providers[0]!.userId })).toBe(id);
    expect((await open(customer, { requestId, providerId: providers[1]!.userId })).statusCode).toBe(201);
    const third = await open(customer, { requestId, providerId: providers[2]!.userId });
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json().error.message).toBe(m.tooManyConversations);

    const clientId = randomUUID();
    expect((await send(customer, id, 'Uno', clientId)).statusCode).toBe(201);
    // A retry of the same message does not count.
    expect((await send(customer, id, 'Uno', clientId)).statusCode).toBe(200);
    expect((await send(customer, id, 'Dos')).statusCode).toBe(201);
    expect((await send(customer, id, 'Tres')).statusCode).toBe(201);
    const fourth = await send(customer, id, 'Cuatro');
    expect(fourth.statusCode, fourth.body).toBe(429);
    expect(fourth.json().error.message).toBe(m.tooManyMessages);
    expect((await page(customer, id)).messages).toHaveLength(3);
  });
});
