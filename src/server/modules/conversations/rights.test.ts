import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '#shared/account-messages';
import { conversationMessages as m } from '#shared/conversation-messages';
import type { ConversationMessages } from '#shared/schemas/conversations';
import { rowsOf } from '#server/db/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { PHONE_MESSAGE, sentMessage, talkingPair, type Party } from '#server/testing/conversations';
import { signUpCustomer } from '#server/testing/marketplace';

describe(`conversations and the ARCO rights (${testDriver})`, () => {
  const t = useTestApp();

  /** A customer's request, a provider's offer on it, and their conversation. */
  const talking = () => talkingPair(t, { title: 'Limpieza de departamento' });
  const send = sentMessage;
  const exported = async (who: Party) => {
    const answer = await who.client.get('/api/account/export');
    expect(answer.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    return {
      conversations: JSON.parse(strFromU8(files['conversaciones.json']!)),
      readme: strFromU8(files['LEEME.txt']!),
    };
  };

  it('exports each side its conversations, every message as that side reads it in Mensajes', async () => {
    const { customer, provider, displayName, id } = await talking();
    await send(provider, id, PHONE_MESSAGE);
    await send(customer, id, 'Perfecto, el jueves a las 10.');
    // More than a page of messages: the export reads them all.
    for (let n = 1; n <= 55; n++) await send(customer, id, `Mensaje ${n}`);

    const mine = await exported(customer);
    expect(mine.readme).toContain('conversaciones.json');
    expect(mine.conversations).toHaveLength(1);
    const [conversation] = mine.conversations;
    expect(conversation).toMatchObject({
      id,
      you_are: 'client',
      with: displayName,
      subject: { kind: 'request', title: 'Limpieza de departamento' },
      closed: false,
    });
    expect(conversation.messages).toHaveLength(57);
    // The provider's phone stays masked for the customer until a service is confirmed, as in the app.
    expect(conversation.messages[0]).toMatchObject({ mine: false, masked: true });
    expect(conversation.messages[0].body).not.toContain('1234');
    expect(conversation.messages[1]).toMatchObject({ mine: true, body: 'Perfecto, el jueves a las 10.' });
    expect(conversation.messages.at(-1)).toMatchObject({ mine: true, body: 'Mensaje 55' });

    const theirs = await exported(provider);
    expect(theirs.conversations).toEqual([
      expect.objectContaining({ id, you_are: 'provider', with: 'Lucía P.' }),
    ]);
    expect(theirs.conversations[0].messages[0]).toMatchObject({ mine: true, body: PHONE_MESSAGE });

    const stranger = await signUpCustomer(t.app);
    expect((await exported(stranger)).conversations).toEqual([]);
  });

  it("replaces a deleted account's messages with 'Mensaje eliminado' for the other side, and keeps theirs", async () => {
    const { customer, provider, id } = await talking();
    await send(provider, id, 'Hola, ¿qué necesitas?');
    const secret = `Mi departamento es el ${randomUUID().slice(0, 8)}, toca fuerte.`;
    await send(customer, id, secret);
    await send(customer, id, PHONE_MESSAGE);

    const deleted = await customer.client.post('/api/account/delete', { password: customer.password });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const page = await provider.client.get(`/api/conversations/${id}/messages`);
    expect(page.statusCode, page.body).toBe(200);
    const { messages } = page.json() as ConversationMessages;
    expect(messages.map((message) => [message.mine, message.body])).toEqual([
      [true, 'Hola, ¿qué necesitas?'],
      [false, m.erased],
      [false, m.erased],
    ]);
    const header = await provider.client.get(`/api/conversations/${id}`);
    expect(header.json().conversation.other.name).toBe(accountMessages.deletedName);
    // Gone from the database, not only from the page.
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from conversation_messages
        where conversation_id = ${id} and (body like ${`%${secret.slice(22, 30)}%`} or body like '%1234 5678%')`),
    );
    expect(left[0]!.n).toBe(0);
  });
});
