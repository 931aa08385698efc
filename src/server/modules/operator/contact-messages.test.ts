import { describe, expect, it } from 'vitest';
import { mailerOf, testDriver } from '#server/testing/harness';
import { operatorSuite } from '#server/testing/operator';

describe(`the operator's console (${testDriver})`, () => {
  const suite = operatorSuite();

  describe('Mensajes de contacto', () => {
    it('answers a message by e-mail and files it as handled', async () => {
      const sent = await suite.t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Lucía Pérez',
          email: 'lucia@example.com',
          subject: 'Factura',
          message: '¿Pueden facturar mi servicio de la semana pasada?',
        },
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
      const open = (await suite.operator.client.get('/api/operator/contact-messages')).json().messages;
      const message = open.find((row: { email: string }) => row.email === 'lucia@example.com');
      expect(message).toMatchObject({ subject: 'Factura', handledAt: null });

      const empty = await suite.operator.client.post(`/api/operator/contact-messages/${message.id}/reply`, {
        body: '  ',
      });
      expect(empty.statusCode).toBe(400);
      const reply = await suite.operator.client.post(`/api/operator/contact-messages/${message.id}/reply`, {
        body: 'Hola Lucía, sí: escríbenos tu RFC y razón social.',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toMatchObject({
        handledBy: suite.operator.email,
        reply: 'Hola Lucía, sí: escríbenos tu RFC y razón social.',
      });
      await suite.t.runTasks();
      const mail = mailerOf(suite.t.app).sent.find(
        (row) => row.to === 'lucia@example.com' && row.subject === 'Re: Factura',
      );
      expect(mail?.text).toContain('escríbenos tu RFC');
      expect(mail?.text).toContain('> ¿Pueden facturar mi servicio');
      const handled = (
        await suite.operator.client.get('/api/operator/contact-messages?status=handled')
      ).json().messages;
      expect(handled.map((row: { id: string }) => row.id)).toContain(message.id);
      expect(
        (await suite.operator.client.post('/api/operator/contact-messages/not-a-uuid/handled')).statusCode,
      ).toBe(404);
    });
  });
});
