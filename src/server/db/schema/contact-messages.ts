import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow, uuidPrimaryKey } from './columns';

// Messages sent from /contacto. emailed_at stays null when the copy to SUPPORT_EMAIL could not be sent.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAtNow(),
    // Sent by a signed-in provider whose plan in force then gave priority support (Premium, Empresarial).
    priority: boolean('priority').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    // Set in the Consola de Operación: when an operator handled it, who (their e-mail), and what they answered.
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    reply: text('reply'),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    // The operator's inbox: pending ones, priority first, then oldest first.
    index('contact_messages_open_idx')
      .on(table.priority.desc(), table.createdAt, table.id)
      .where(sql`${table.handledAt} is null`),
  ],
);
