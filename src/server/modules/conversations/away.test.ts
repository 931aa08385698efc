import { and, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages as m } from '#shared/conversation-messages';
import { tasks } from '#server/db/schema';
import { EMAIL_TASK } from '#server/mail/outbox';
import { testDriver, useTestApp, type TestApp } from '#server/testing/harness';
import { PHONE_MESSAGE, sentMessage, talkingPair, type Party } from '#server/testing/conversations';
import { AWAY_AFTER_MS, AWAY_MAIL_EVERY_MS, CONVERSATION_AWAY } from './away';

const MINUTE = 60_000;
const SUBJECT = (name: string) => m.awayEmail.subject.replace('{name}', name);

describe(`told when away: the e-mail of an unread message (${testDriver})`, () => {
  const t = useTestApp();
  // A second instance on the same database, for the exactly-once test.
  const other = useTestApp(() => ({ database: t.database }));

  /** A customer's request, a provider's offer on it, and their conversation. */
  const talking = () => talkingPair(t, { title: 'Limpieza de departamento' });
  const send = sentMessage;
  const see = async (who: Party, id: string, upTo: number) => {
    const answer = await who.client.post(`/api/conversations/${id}/seen`, { upTo });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const mailsTo = (app: TestApp, who: Party) =>
    app.mailer.sent.filter((mail) => mail.to === who.email && mail.subject.startsWith('Tienes un mensaje'));
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    await t.runTasks();
    // A check that failed would only look like one that chose not to write.
    const failed = await t.database.db
      .select({ kind: tasks.kind, lastError: tasks.lastError })
      .from(tasks)
      .where(and(inArray(tasks.kind, [CONVERSATION_AWAY, EMAIL_TASK]), isNotNull(tasks.lastError)));
    expect(failed).toEqual([]);
  };

  it('sends one e-mail 10 minutes after, with who wrote, what about and the link, never the text', async () => {
    const { customer, provider, displayName, id } = await talking();
    await send(provider, id, PHONE_MESSAGE);
    await advance(AWAY_AFTER_MS - 1);
    expect(mailsTo(t, customer)).toEqual([]);
    await send(provider, id, 'Y llevo mis productos.');
    await advance(1);
    const [mail, ...more] = mailsTo(t, customer);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(SUBJECT(displayName));
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('2 mensajes sobre «Limpieza de departamento»');
      expect(part).toContain(`${t.env.APP_URL}/cliente/mensajes/${id}`);
      expect(part).not.toContain('1234');
      expect(part).not.toContain('productos');
    }
    // Later, still unread: nothing more for this run of messages.
    await advance(3 * AWAY_MAIL_EVERY_MS);
    expect(mailsTo(t, customer)).toHaveLength(1);
    expect(mailsTo(t, provider)).toEqual([]);
  });

  it('sends nothing for a message seen within 10 minutes', async () => {
    const { customer, provider, id } = await talking();
    const message = await send(customer, id, 'Hola, ¿a qué hora llegas?');
    await advance(AWAY_AFTER_MS - MINUTE);
    await see(provider, id, message.id);
    await advance(AWAY_MAIL_EVERY_MS);
    expect(mailsTo(t, provider)).toEqual([]);
  });

  it('sends at most one an hour per conversation: the next unread run waits for the hour to end', async () => {
    const { customer, provider, id } = await talking();
    const first = await send(customer, id, '¿Traes tus productos?');
    await advance(AWAY_AFTER_MS);
    expect(mailsTo(t, provider)).toHaveLength(1);
    await see(provider, id, first.id);
    await send(customer, id, '¿Me confirmas?');
    // 10 minutes later the hour since the first e-mail is not over: it waits until it is.
    await advance(AWAY_AFTER_MS);
    expect(mailsTo(t, provider)).toHaveLength(1);
    await advance(AWAY_MAIL_EVERY_MS - AWAY_AFTER_MS - 1);
    expect(mailsTo(t, provider)).toHaveLength(1);
    await advance(1);
    const mails = mailsTo(t, provider);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(`${t.env.APP_URL}/proveedor/mensajes/${id}`);
    expect(mails[1]!.text).toContain('Lucía P. te escribió un mensaje');
  });

  it('sends nothing to someone who turned these e-mails off, and nothing once the message is seen late', async () => {
    const { customer, provider, id } = await talking();
    const off = await customer.client.request('PUT', '/api/client/preferences', { notifyMessages: false });
    expect(off.json()).toEqual({ notifyOffers: true, notifyMessages: false });
    await send(provider, id, 'Hola');
    await advance(AWAY_AFTER_MS);
    expect(mailsTo(t, customer)).toEqual([]);
    const late = await send(customer, id, 'Hola, gracias');
    await advance(AWAY_AFTER_MS - 1);
    await see(provider, id, late.id);
    await advance(AWAY_MAIL_EVERY_MS);
    expect(mailsTo(t, provider)).toEqual([]);
  });

  it('sends nothing about the messages of someone who deleted their account', async () => {
    const { customer, provider, id } = await talking();
    await send(provider, id, 'Hola, ¿qué día te queda?');
    const deleted = await provider.client.post('/api/account/delete', { password: provider.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await advance(AWAY_AFTER_MS);
    expect(mailsTo(t, customer)).toEqual([]);
  });

  it('sends it once when two instances run the due tasks at the same time', async () => {
    const { customer, provider, id } = await talking();
    await send(provider, id, 'Hola desde la otra instancia');
    other.clock.set(t.clock.now());
    t.clock.advance(AWAY_AFTER_MS);
    other.clock.advance(AWAY_AFTER_MS);
    await Promise.all([t.runTasks(), other.runTasks(), t.runTasks(), other.runTasks()]);
    expect(mailsTo(t, customer).length + mailsTo(other, customer).length).toBe(1);
  });
});
