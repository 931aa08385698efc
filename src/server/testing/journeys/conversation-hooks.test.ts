import { describe, expect, it } from 'vitest';
import { conversationMessages as m } from '#shared/conversation-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { sentMessage, talkingPair } from '#server/testing/conversations';
import { signUpCustomer } from '#server/testing/marketplace';

// The journeys' hook that ages a conversation: its two sides only, and the away e-mail sent before it answers.
describe(`the journeys' hook that ages a conversation, with E2E_TEST_HOOKS (${testDriver})`, () => {
  const t = useTestApp({ env: { E2E_TEST_HOOKS: 'true' } });

  it('moves a conversation for its two sides only, and answers once the e-mails now due are sent', async () => {
    const { customer, provider, displayName, id } = await talkingPair(t);
    await sentMessage(provider, id, 'Hola, ¿a qué hora le queda bien?');
    const url = `/api/test/conversations/${id}/age`;
    const mailsTo = () =>
      t.mailer.sent.filter(
        (mail) =>
          mail.to === customer.email && mail.subject === m.awayEmail.subject.replace('{name}', displayName),
      );

    const stranger = await signUpCustomer(t.app);
    const refused = await stranger.client.post(url, { minutes: 11 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('NOT_FOUND');
    expect((await provider.client.post(url, { minutes: 9 })).statusCode).toBe(200);
    expect(mailsTo()).toHaveLength(0);

    // Ten minutes and more since it was written: the customer, who did not read it, is told by e-mail.
    expect((await customer.client.post(url, { minutes: 2 })).statusCode).toBe(200);
    expect(mailsTo()).toHaveLength(1);
  });
});
