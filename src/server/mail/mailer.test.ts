import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '#server/clock';
import { createMailer } from './mailer';
import { resetPasswordEmail } from './templates/reset-password';

const log = Fastify({ logger: false }).log;
const message = resetPasswordEmail('ana@ejemplo.mx', 'http://localhost:3000/reset-password?token=abc123');

describe('mailer', () => {
  it('writes one .eml file with full headers to the outbox, named by the clock, when no SMTP server is configured', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox');
    const clock = manualClock('2026-03-02T12:34:56.789Z');
    const mailer = createMailer({ from: 'LimpiaHogar <no-responder@limpiahogar.mx>', outboxDir, log, clock });
    await mailer.send(message);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-03-02T12-34-56-789Z-.+\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ana@ejemplo\.mx$/m);
    expect(eml).toMatch(/^From: LimpiaHogar <no-responder@limpiahogar\.mx>$/m);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('text/html');
  });

  describe('over SMTP', () => {
    const received: string[] = [];
    let server: SMTPServer;
    let port = 0;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('delivers the message to the SMTP server named by SMTP_URL', async () => {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'LimpiaHogar <no-responder@limpiahogar.mx>',
        outboxDir: '/nonexistent',
        log,
        clock: manualClock('2026-03-02T12:00:00Z'),
      });
      await mailer.send(message);
      mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^To: ana@ejemplo\.mx/m);
      expect(received[0]).toContain('reset-password?token=3Dabc123');
    });
  });
});
