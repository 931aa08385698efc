import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS, PHOTO_ALT_MAX_LENGTH } from '#shared/domain/conversations';
import { profileId } from './profiles';
import { serviceRequests } from './service-requests';
import { recurringPlans } from './recurring-plans';
import { createdAtNow, uuidPrimaryKey, uuidReference } from './columns';

/**
 * Issue 31: a customer and a provider talking about one thing. Its key is what it is about: a request and the
 * provider (an offer on it, or the provider it was booked with), or a recurring plan (one a plan, whose visits
 * are its services). `last_message_at` is when it was opened until its first message, so the lists order on
 * one column.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuidPrimaryKey(),
    customerId: profileId('customer_id'),
    providerId: profileId('provider_id'),
    requestId: uuid('request_id').references(() => serviceRequests.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => recurringPlans.id, { onDelete: 'cascade' }),
    createdAt: createdAtNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    // The last 'mensaje nuevo' e-mail to each side (told when away): at most one an hour per side.
    customerMailedAt: timestamp('customer_mailed_at', { withTimezone: true }),
    providerMailedAt: timestamp('provider_mailed_at', { withTimezone: true }),
  },
  (table) => [
    check('conversations_one_subject', sql`(${table.requestId} is null) <> (${table.planId} is null)`),
    check('conversations_two_people', sql`${table.customerId} <> ${table.providerId}`),
    uniqueIndex('conversations_request_provider_key')
      .on(table.requestId, table.providerId)
      .where(sql`${table.planId} is null`),
    uniqueIndex('conversations_plan_key')
      .on(table.planId)
      .where(sql`${table.planId} is not null`),
    // 'Mensajes' of either side, newest activity first.
    index('conversations_customer_activity_idx').on(table.customerId, table.lastMessageAt.desc()),
    index('conversations_provider_activity_idx').on(table.providerId, table.lastMessageAt.desc()),
  ],
);

/**
 * One message. Its id grows with every message written (an identity), so pages are read by keyset ('before' an
 * id, 'after' one). The text is stored as written: contact details are masked when it is read (contact-masking
 * .ts). `client_id` is the sender's key for the message: the same one sent again is the same message.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuidReference('conversation_id', () => conversations.id, 'cascade'),
    senderId: profileId('sender_id'),
    body: text('body').notNull(),
    clientId: uuid('client_id').notNull(),
    // How many photos it carries (conversation_photos): a message of photos alone has an empty body.
    photoCount: smallint('photo_count').notNull().default(0),
    createdAt: createdAtNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    // Moderation (a later slice of issue 31).
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    check(
      'conversation_messages_body_length',
      sql`char_length(btrim(${table.body})) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}
        or (${table.body} = '' and ${table.photoCount} > 0)`,
    ),
    check(
      'conversation_messages_photo_count_range',
      sql`${table.photoCount} between 0 and ${sql.raw(String(MESSAGE_MAX_PHOTOS))}`,
    ),
    uniqueIndex('conversation_messages_client_key').on(table.conversationId, table.senderId, table.clientId),
    // A conversation's pages, by id.
    index('conversation_messages_conversation_idx').on(table.conversationId, table.id),
    // The unread counts: the messages nobody has seen yet, few at any time.
    index('conversation_messages_unseen_idx')
      .on(table.conversationId, table.senderId)
      .where(sql`${table.seenAt} is null`),
  ],
);

/**
 * A photo sent in a conversation: uploaded first (re-encoded, its bytes stored through the storage port under
 * `storage_key`), owned by its uploader and unattached (`message_id` null) until a message of theirs carries it.
 * Served only to the conversation's two sides. One left unattached for a day is deleted (photos.ts).
 */
export const conversationPhotos = pgTable(
  'conversation_photos',
  {
    id: uuidPrimaryKey(),
    conversationId: uuidReference('conversation_id', () => conversations.id, 'cascade'),
    uploaderId: profileId('uploader_id'),
    messageId: bigint('message_id', { mode: 'number' }).references(() => conversationMessages.id, {
      onDelete: 'cascade',
    }),
    // Its place among the message's photos, from 0; null while unattached.
    position: smallint('position'),
    storageKey: text('storage_key').notNull().unique(),
    alt: text('alt').notNull().default(''),
    size: integer('size').notNull(),
    createdAt: createdAtNow(),
  },
  (table) => [
    check(
      'conversation_photos_attached_in_place',
      sql`(${table.messageId} is null) = (${table.position} is null)`,
    ),
    check(
      'conversation_photos_alt_length',
      sql`char_length(${table.alt}) <= ${sql.raw(String(PHOTO_ALT_MAX_LENGTH))}`,
    ),
    uniqueIndex('conversation_photos_message_position_key').on(table.messageId, table.position),
    // The day-old unattached ones, and one sender's unattached ones in a conversation.
    index('conversation_photos_unattached_idx')
      .on(table.conversationId, table.uploaderId, table.createdAt)
      .where(sql`${table.messageId} is null`),
    index('conversation_photos_uploader_idx').on(table.uploaderId),
  ],
);
