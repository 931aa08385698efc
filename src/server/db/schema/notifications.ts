import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profileId } from './profiles';
import { uuidPrimaryKey } from './columns';

/**
 * What the bell lists: one line per thing that happened to this person (an offer received, a booking
 * answered, a service marked done…), written in the transaction of the step that caused it, with the Spanish
 * title and sentence of the e-mail that goes with it (sent or not, by the person's preferences) and the page it
 * leads to. Read once the person opens the list.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    userId: profileId('user_id'),
    // The e-mail template it goes with ('booking-received', 'offer-received', …).
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // A path of the site ('/proveedor/calendario').
    link: text('link').notNull(),
    // The same event written twice (a retried task) is one notification.
    dedupeKey: text('dedupe_key').unique('notifications_dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
