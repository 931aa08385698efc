import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ConversationHeader } from '#shared/schemas/conversations';
import { notifyLive } from '#server/live/notify';
import { talkingPair } from '#server/testing/conversations';
import { testDriver, useTestApp } from '#server/testing/harness';
import { openLiveStream } from '#server/testing/live-stream';
import { signUpCustomer } from '#server/testing/marketplace';

// A conversation's page open when its service is confirmed shows the phones without a reload (issue 31): the live
// 'service-confirmed' to the service's two sides tells it to read its header again.
describe(`the live 'service-confirmed' (${testDriver})`, () => {
  const t = useTestApp();

  it('reaches both sides’ streams when the offer is accepted, and nobody else’s; the header then says confirmed', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { customer, provider, offerId, id } = await talkingPair(t);
    const bystander = await signUpCustomer(t.app);
    const streams = await Promise.all(
      [customer, provider, bystander].map((who) => openLiveStream(base, who.client.cookieHeader)),
    );
    try {
      for (const stream of streams) await stream.next();
      const accepted = await customer.client.post(`/api/applications/${offerId}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(201);
      const serviceId = (accepted.json() as { service: { id: string } }).service.id;
      for (const stream of streams.slice(0, 2))
        expect(await stream.nextEvent('service-confirmed')).toMatchObject({
          event: 'service-confirmed',
          data: JSON.stringify({ serviceId }),
        });
      const header = await customer.client.get(`/api/conversations/${id}`);
      expect((header.json() as { conversation: ConversationHeader }).conversation.confirmed).toBe(true);

      // Events reach a stream in the order they were committed: the bystander's next is one sent to them after.
      await t.database.db.transaction((tx) =>
        notifyLive(tx, { users: [bystander.userId], type: 'message', ids: { messageId: 'after' } }),
      );
      expect(await streams[2]!.nextEvent()).toMatchObject({
        event: 'message',
        data: '{"messageId":"after"}',
      });
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
