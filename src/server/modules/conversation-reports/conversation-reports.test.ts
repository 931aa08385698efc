import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationMessages } from '#shared/conversation-messages';
import { conversationReportMessages as m } from '#shared/conversation-report-messages';
import type { ConversationMessages } from '#shared/schemas/conversations';
import type { ModeratedConversation, ReportedConversations } from '#shared/schemas/conversation-reports';
import type { AuditEntry } from '#shared/schemas/operator';
import { testDriver } from '#server/testing/harness';
import { sentMessage, talkingPair, type Party } from '#server/testing/conversations';
import { signUpCustomer } from '#server/testing/marketplace';
import { tealPicture } from '#server/testing/images';
import { operatorSuite } from '#server/testing/operator';
import { runningPlan } from '#server/testing/recurring';

const PHONE_MESSAGE = 'Págame por fuera: mi número es 55 1234 5678.';

describe(`reported conversations (${testDriver})`, () => {
  const { t, operator, auditOf } = operatorSuite();

  /** A customer and a provider who offered on their request, talking: the provider's message asks for a phone. */
  async function talking() {
    const { customer, provider, id } = await talkingPair(t, { openedBy: 'customer' });
    const say = async (who: Party, body: string) => (await sentMessage(who, id, body)).id;
    const hello = await say(customer, 'Hola, ¿trae sus productos?');
    const phone = await say(provider, PHONE_MESSAGE);
    return { customer, provider, id, hello, phone };
  }

  const report = (who: Party, id: string, body: unknown) =>
    who.client.post(`/api/conversations/${id}/reports`, body);
  const queue = async (status = 'open') => {
    const answer = await operator.client.get(`/api/operator/conversations?status=${status}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as ReportedConversations).conversations;
  };
  const messagesOf = async (who: Party, id: string) =>
    ((await who.client.get(`/api/conversations/${id}/messages`)).json() as ConversationMessages).messages;

  it('lets either side report once while it waits, with a reason; anyone else is answered 404', async () => {
    const { customer, provider, id } = await talking();
    const stranger = await signUpCustomer(t.app);

    const noReason = await report(customer, id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(m.reasonRequired);
    const otherWithout = await report(customer, id, { reason: 'other', details: '  ' });
    expect(otherWithout.statusCode).toBe(400);
    expect(otherWithout.json().error.fields.details).toBe(m.detailsRequired);
    expect((await report(stranger, id, { reason: 'spam' })).statusCode).toBe(404);
    expect((await report(stranger, 'not-a-conversation', { reason: 'spam' })).statusCode).toBe(404);

    const first = await report(customer, id, {
      reason: 'off_platform',
      details: 'Me pide pagarle por fuera.',
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await report(customer, id, { reason: 'harassment' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().report.id).toBe(first.json().report.id);
    expect((await report(provider, id, { reason: 'spam' })).statusCode).toBe(201);

    const [listed] = (await queue()).filter((conversation) => conversation.id === id);
    expect(listed!.customer).toMatchObject({ id: customer.userId, name: 'Lucía Pérez Gómez' });
    expect(listed!.reports.map((item) => [item.reason, item.reporter.id, item.resolvedAt])).toEqual(
      expect.arrayContaining([
        ['off_platform', customer.userId, null],
        ['spam', provider.userId, null],
      ]),
    );
    expect(listed!.reports).toHaveLength(2);
  });

  it('lets operators read only reported conversations, in full, each read in the audit log', async () => {
    const { customer, provider, id, phone } = await talking();
    const unreported = (await talking()).id;

    expect((await operator.client.get(`/api/operator/conversations/${unreported}`)).statusCode).toBe(404);
    expect((await operator.client.get('/api/operator/conversations/not-an-id')).statusCode).toBe(404);
    expect((await operator.client.get(`/api/operator/conversations/${randomUUID()}`)).statusCode).toBe(404);
    await report(customer, id, { reason: 'off_platform' });
    // Its two sides are no operators.
    expect((await customer.client.get(`/api/operator/conversations/${id}`)).statusCode).toBe(403);
    expect((await provider.client.get('/api/operator/conversations')).statusCode).toBe(403);

    for (let read = 0; read < 2; read += 1) {
      const answer = await operator.client.get(`/api/operator/conversations/${id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const { conversation, messages, more } = answer.json() as ModeratedConversation;
      expect(conversation.provider.id).toBe(provider.userId);
      expect(more).toBe(false);
      // As written: the phone the customer reads masked is there in full.
      expect(messages.find((message) => message.id === phone)).toMatchObject({
        senderId: provider.userId,
        body: PHONE_MESSAGE,
        hiddenAt: null,
      });
    }
    const reads = (await auditOf(id)).filter((entry) => entry.action === 'conversation_read');
    expect(reads).toHaveLength(2);
    expect(await auditOf(unreported)).toEqual([]);
  });

  it('names what each read conversation is about in the log: the request’s title, or the plan’s service', async () => {
    const { customer, id } = await talking();
    const running = await runningPlan(t);
    const planConversation = await running.customer.client.post('/api/conversations', { planId: running.id });
    expect(planConversation.statusCode, planConversation.body).toBe(201);
    const planId = planConversation.json().conversation.id as string;
    await report(customer, id, { reason: 'spam' });
    await report(running.customer, planId, { reason: 'spam' });
    for (const read of [id, planId])
      expect((await operator.client.get(`/api/operator/conversations/${read}`)).statusCode).toBe(200);

    const labels = ((await operator.client.get('/api/operator/audit')).json().entries as AuditEntry[])
      .filter((entry) => entry.action === 'conversation_read' && [id, planId].includes(entry.targetId))
      .map((entry) => [entry.targetId, entry.targetLabel]);
    expect(labels).toEqual(
      expect.arrayContaining([
        [id, expect.stringMatching(/\S/)],
        [planId, conversationMessages.planSubject.replace('{service}', 'Limpieza del Hogar')],
      ]),
    );
  });

  it('hides a message with a reason: both sides read the moderation text in its place, the operator still reads it', async () => {
    const { customer, provider, id, phone, hello } = await talking();
    const hide = (messageId: number | string, reason = 'Pide pagos fuera de LimpiaHogar.') =>
      operator.client.post(`/api/operator/conversations/${id}/messages/${messageId}/hide`, { reason });

    expect((await hide(phone)).statusCode).toBe(404);
    await report(customer, id, { reason: 'off_platform' });
    expect((await hide(phone, 'no')).statusCode).toBe(400);
    expect((await hide(999_999_999)).json().error.code).toBe('MESSAGE_NOT_FOUND');
    const [first, second] = await Promise.all([hide(phone), hide(phone)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);

    for (const side of [customer, provider]) {
      const messages = await messagesOf(side, id);
      expect(messages.find((message) => message.id === phone)).toMatchObject({
        body: conversationMessages.hiddenByModeration,
        hidden: true,
        masked: false,
      });
      expect(messages.find((message) => message.id === hello)).toMatchObject({ hidden: false });
      const [summary] = (await side.client.get('/api/conversations')).json().conversations;
      expect(summary.lastMessage.body).toBe(conversationMessages.hiddenByModeration);
    }
    const read = (
      await operator.client.get(`/api/operator/conversations/${id}`)
    ).json() as ModeratedConversation;
    expect(read.messages.find((message) => message.id === phone)).toMatchObject({
      body: PHONE_MESSAGE,
      hiddenReason: 'Pide pagos fuera de LimpiaHogar.',
    });
    expect(await auditOf(id)).toContainEqual(
      expect.objectContaining({
        action: 'conversation_message_hidden',
        reason: 'Pide pagos fuera de LimpiaHogar.',
      }),
    );
  });

  it('shows operators the photos of a reported conversation, a hidden message’s too, never cached; none of another', async () => {
    const { customer, provider, id } = await talking();
    const upload = await provider.client.upload(
      'POST',
      `/api/conversations/${id}/photos?alt=${encodeURIComponent('La mancha del sillón')}`,
      await tealPicture('png', 40, 30),
      'image/png',
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const photoId = upload.json().photo.id as string;
    const sent = await provider.client.post(`/api/conversations/${id}/messages`, {
      clientId: randomUUID(),
      body: 'Mira la foto y págame por fuera.',
      photoIds: [photoId],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const url = `/api/operator/conversations/${id}/photos/${photoId}`;

    expect((await operator.client.get(url)).statusCode).toBe(404);
    await report(customer, id, { reason: 'off_platform' });
    expect((await customer.client.get(url)).statusCode).toBe(403);
    const read = (
      await operator.client.get(`/api/operator/conversations/${id}`)
    ).json() as ModeratedConversation;
    const message = read.messages.find((item) => item.id === sent.json().message.id)!;
    expect(message.photos).toEqual([{ id: photoId, url, alt: 'La mancha del sillón' }]);

    await operator.client.post(`/api/operator/conversations/${id}/messages/${message.id}/hide`, {
      reason: 'Pide pagos fuera de LimpiaHogar.',
    });
    // Gone for both sides, still there for the operator.
    expect((await customer.client.get(`/api/conversations/${id}/photos/${photoId}`)).statusCode).toBe(404);
    const photo = await operator.client.get(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(
      (await operator.client.get(`/api/operator/conversations/${id}/photos/${randomUUID()}`)).statusCode,
    ).toBe(404);
    const other = await talking();
    await report(other.customer, other.id, { reason: 'spam' });
    expect(
      (await operator.client.get(`/api/operator/conversations/${other.id}/photos/${photoId}`)).statusCode,
    ).toBe(404);
  });

  it('resolves the open reports with a note; the conversation moves to the resolved ones and stays readable', async () => {
    const { customer, id } = await talking();
    const resolve = () =>
      operator.client.post(`/api/operator/conversations/${id}/resolve`, { reason: 'Se ocultó el mensaje.' });

    expect((await resolve()).statusCode).toBe(404);
    await report(customer, id, { reason: 'spam' });
    const [first, second] = await Promise.all([resolve(), resolve()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await queue()).map((conversation) => conversation.id)).not.toContain(id);
    const [resolved] = (await queue('resolved')).filter((conversation) => conversation.id === id);
    expect(resolved!.reports[0]).toMatchObject({ resolutionNote: 'Se ocultó el mensaje.' });
    expect((await operator.client.get(`/api/operator/conversations/${id}`)).statusCode).toBe(200);

    // Reported again once resolved: a new open report.
    expect((await report(customer, id, { reason: 'harassment' })).statusCode).toBe(201);
    expect((await queue()).map((conversation) => conversation.id)).toContain(id);
  });
});
