import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactInput } from '../../../shared/schemas/contact';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { contactEmail } from './email';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
}

// The row is the record of truth: a failed e-mail is logged and leaves emailed_at null, the visitor still
// gets a success because support can read the message from the table.
export async function receiveContactMessage(
  { db, mailer, supportEmail, log }: ContactDeps,
  input: ContactInput,
) {
  const { website: _honeypot, ...message } = input;
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  try {
    await mailer.send(contactEmail(supportEmail, input));
    await db.update(contactMessages).set({ emailedAt: new Date() }).where(eq(contactMessages.id, row!.id));
  } catch (err) {
    log.error({ err, contactMessageId: row!.id }, 'contact message stored but not e-mailed');
  }
}
