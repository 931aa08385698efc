import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerTarget } from '#shared/domain/support';
import { apiMessages } from '#shared/common-messages';
import { contactMessages as texts } from '#shared/contact-messages';
import { contactMessages } from '#server/db/schema';
import { TEST_ORIGIN, testDriver, useTestApp } from '#server/testing/harness';

const SUPPORT = 'ayuda@limpiahogar.test';
const valid = {
  name: 'Lucía Hernández',
  email: 'Lucia@Ejemplo.mx',
  subject: 'Duda sobre la limpieza profunda',
  message: '¿La limpieza profunda incluye el interior del horno?',
};

describe(`POST /api/contact (${testDriver})`, () => {
  const t = useTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
  let ip = 0;
  beforeEach(async () => {
    t.mailer.sent.length = 0;
    await t.database.db.delete(contactMessages);
    ip += 1;
  });

  // Each test posts from its own address so the per-IP rate limit of one test does not leak into another.
  const post = (body: unknown, remoteAddress = `203.0.113.${ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('stores the message and e-mails it to SUPPORT_EMAIL with the sender as Reply-To', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      ok: true,
      priority: false,
      answerBy: answerTarget(t.clock.now(), false).toISOString(),
    });

    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, email: 'lucia@ejemplo.mx' });
    expect(rows[0]!.emailedAt).toBeInstanceOf(Date);

    const mail = t.mailer.lastTo(SUPPORT);
    expect(mail?.subject).toBe(`[Contacto] ${valid.subject}`);
    expect(mail?.replyTo).toBe('lucia@ejemplo.mx');
    expect(mail?.text).toContain(valid.message);
  });

  it('rejects invalid input with the four Spanish messages of the form and stores nothing', async () => {
    const response = await post({ name: ' ', email: 'no-es-correo', subject: '', message: 'corto' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: texts.nameRequired,
      email: texts.invalidEmail,
      subject: texts.subjectRequired,
      message: texts.messageTooShort,
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('keeps the name and subject on one line, so they cannot fake lines of the support e-mail', async () => {
    const forged = {
      ...valid,
      name: 'Lucía\r\nCorreo: director@limpiahogar.mx',
      subject: 'Duda\nNombre: Soporte\u2028Urgente',
    };
    expect((await post(forged)).statusCode).toBe(201);
    const mail = t.mailer.lastTo(SUPPORT)!;
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Correo:'))).toEqual(['Correo: lucia@ejemplo.mx']);
    expect(lines.filter((line) => line.startsWith('Nombre:'))).toEqual([
      'Nombre: Lucía Correo: director@limpiahogar.mx',
    ]);
    expect(mail.subject).toBe('[Contacto] Duda Nombre: Soporte Urgente');
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Lucía Correo: director@limpiahogar.mx' });
  });

  it('answers a filled honeypot like a success but keeps and sends nothing', async () => {
    const response = await post({ ...valid, website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      ok: true,
      priority: false,
      answerBy: answerTarget(t.clock.now(), false).toISOString(),
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('answers the message past CONTACT_RATE_LIMIT_PER_HOUR (5 by default) from one address with 429', async () => {
    const perHour = t.env.CONTACT_RATE_LIMIT_PER_HOUR;
    expect(perHour).toBe(5);
    for (let i = 0; i < perHour; i += 1) expect((await post(valid)).statusCode).toBe(201);
    const limited = await post(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: apiMessages.rateLimited } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(perHour);
    expect((await post(valid, '198.51.100.7')).statusCode).toBe(201);
  });

  it('keeps the message and still answers success when the e-mail cannot be sent', async () => {
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      expect((await post(valid)).statusCode).toBe(201);
    } finally {
      t.mailer.send = send;
    }
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'lucia@ejemplo.mx'));
    expect(row?.emailedAt).toBeNull();
  });

  it('refuses a post from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://otro-sitio.example', 'content-type': 'application/json' },
      payload: JSON.stringify(valid),
    });
    expect(response.statusCode).toBe(403);
  });
});
